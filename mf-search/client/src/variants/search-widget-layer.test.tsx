import { act, fireEvent, screen } from '@testing-library/react';
import { input, opener, setup } from './testing/widget';

let narrow = false;
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: narrow && query === '(max-width: 1023px)' })) as never;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});
beforeEach(() => {
  // Wide unless a test of Back says otherwise, so no test leaves a step back running into the next one.
  narrow = false;
  window.history.replaceState({ page: 1 }, '', '/');
  Object.defineProperty(window, 'innerWidth', { value: 800, configurable: true });
});

const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const back = () =>
  act(async () => {
    window.history.back();
    await popstate();
  });

describe('search widgets on the page layer stack (issue 30)', () => {
  it("splash below 1024 px: a modal layer with a history entry, closed by the phone's Back, focus on the icon", async () => {
    narrow = true;
    const { layers } = setup({ variant: 'splash' });
    fireEvent.click(opener());
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
    expect(layers.topModal()).toMatch(/^search:splash-\d+$/);
    expect(window.history.state).toEqual({ page: 1, shellLayer: layers.topModal() });
    await back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(layers.layers()).toEqual([]);
    expect(window.location.pathname).toBe('/');
    expect(document.activeElement).toBe(opener());
  });

  it('a popover that is not modal keeps automatic popups waiting, and Back closes it below 1024 px', async () => {
    narrow = true;
    const { layers, container } = setup({ variant: 'reveal' });
    fireEvent.click(opener());
    expect(layers.layers()).toHaveLength(1);
    expect(layers.topModal()).toBeUndefined();
    expect(layers.isFree()).toBe(false);
    expect(window.history.state).toEqual({ page: 1, shellLayer: layers.layers()[0] });
    await back();
    expect(container.querySelector('.sss-reveal--active')).toBeNull();
    expect(layers.isFree()).toBe(true);
  });

  it('a press on a link outside the bubble closes it only when its click keeps the page (no race with leaving)', () => {
    const { container } = setup({ variant: 'reveal' });
    const link = document.createElement('a');
    link.href = '/shop';
    document.body.append(link);
    // Seen after the box's own listener: jsdom navigates nowhere, and the box still sees a click that leaves.
    const nowhere = (event: Event) => event.preventDefault();
    window.addEventListener('click', nowhere);
    try {
      fireEvent.click(opener());
      fireEvent.pointerDown(link);
      fireEvent.click(link);
      expect(container.querySelector('.sss-reveal--active')).not.toBeNull();
      link.addEventListener('click', (event) => event.preventDefault()); // a bus link: the page stays
      fireEvent.pointerDown(link);
      fireEvent.click(link);
      expect(container.querySelector('.sss-reveal--active')).toBeNull();
    } finally {
      window.removeEventListener('click', nowhere);
    }
  });

  it('pushes no entry from 1024 px, and Escape still closes it once its results panel is closed', () => {
    const { layers } = setup({ variant: 'splash' });
    fireEvent.click(opener());
    expect(window.history.state).toEqual({ page: 1 });
    input().setAttribute('aria-expanded', 'true'); // as the panel marks it while showing results
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    input().setAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(layers.layers()).toEqual([]);
  });

  it('leaves Escape and presses to a modal layer opened above the splash', () => {
    const { layers } = setup({ variant: 'splash' });
    fireEvent.click(opener());
    const popup = document.createElement('div');
    popup.innerHTML = '<button>OK</button>';
    document.body.append(popup);
    const dismiss = jest.fn(() => false);
    layers.open({ id: 'popups:builder-1', element: popup, modal: true, dismiss });
    fireEvent.keyDown(popup.querySelector('button') as HTMLElement, { key: 'Escape' });
    fireEvent.pointerDown(popup.querySelector('button') as HTMLElement);
    expect(dismiss).toHaveBeenCalledWith('escape');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
  });
});
