import type { EventName, MountStrategy } from '@site/shared-contracts/platform';
import { eventNames, islandIdSchema, mountStrategySchema } from '@site/shared-contracts/platform';

export type IslandStrategy = MountStrategy | 'event';

export type IslandPlaceholder = {
  element: HTMLElement;
  id: string;
  remote: string;
  module: string;
  strategies: IslandStrategy[];
  events: EventName[];
  props: unknown;
};

/** Read one `data-island` placeholder; anything malformed is reported and left as no-JS markup. */
export function readPlaceholder(element: HTMLElement): IslandPlaceholder | string {
  const id = element.dataset.island ?? '';
  if (!islandIdSchema.safeParse(id).success) return `unknown island '${id}'`;
  const [remote = '', module = ''] = id.split('/');
  const strategies: IslandStrategy[] = [];
  for (const word of (element.dataset.mount ?? 'visible').split(/\s+/).filter(Boolean)) {
    if (word === 'event') strategies.push('event');
    else if (mountStrategySchema.safeParse(word).success) strategies.push(word as IslandStrategy);
    else return `island ${id} has an unknown mount strategy '${word}'`;
  }
  const events = (element.dataset.events ?? '').split(/\s+/).filter(Boolean);
  const unknown = events.find((name) => !(eventNames as string[]).includes(name));
  if (unknown) return `island ${id} listens to unknown event '${unknown}'`;
  let props: unknown = {};
  if (element.dataset.props) {
    try {
      props = JSON.parse(element.dataset.props);
    } catch {
      return `island ${id} has props that are not JSON`;
    }
  }
  return { element, id, remote, module, strategies, events: events as EventName[], props };
}

export function findPlaceholders(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-island]'));
}
