import { render, screen } from '@testing-library/react';
import type { EventBus, SiteConfig } from '@site/shared-contracts/platform';
import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import { SearchWidget } from '../search-widget';

const site = { restBase: '/api/' } as SiteConfig;

/** The bus as the splash uses it: one handler per event. */
function fakeBus() {
  const handlers = new Map<string, () => void>();
  const bus = {
    on: (name: string, handler: () => void) => {
      handlers.set(name, handler);
      return () => handlers.delete(name);
    },
    emit: (name: string) => {
      handlers.get(name)?.();
      return true;
    },
  } as unknown as EventBus;
  return { bus, handlers };
}

// Every layer stack a test makes, destroyed after it: one left behind would take the next test's Escape.
const stacks: OwnedLayerStack[] = [];
afterEach(() => stacks.splice(0).forEach((stack) => stack.destroy()));

/** The page is held still: the stack's one scroll lock, for every modal layer. */
export const locked = () => document.documentElement.classList.contains('shell-scroll-locked');

/** The island's widget around a no-JS form, on a real layer stack, as the shell mounts it. */
export function setup(props: Record<string, unknown>, noJs = '<form><input name="s" id="my-input" value=""></form>') {
  Object.assign(globalThis, { fetch: jest.fn(() => new Promise(() => undefined)) });
  const domElement = document.createElement('div');
  domElement.innerHTML = noJs;
  const { bus, handlers } = fakeBus();
  const layers = createLayerStack(window);
  stacks.push(layers);
  const view = render(<SearchWidget props={props} site={site} domElement={domElement} bus={bus} layers={layers} />);
  return { ...view, bus, handlers, layers };
}

/** The widget's own opener, which comes first among the buttons named Search. */
export const opener = () => screen.getAllByRole('button', { name: /search/i })[0] as HTMLButtonElement;
export const input = () => document.getElementById('my-input') as HTMLInputElement;
