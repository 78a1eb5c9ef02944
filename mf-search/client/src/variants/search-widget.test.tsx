import { act, fireEvent, screen } from '@testing-library/react';
import { input, locked, opener, setup } from './testing/widget';

describe('search widget variants', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.removeAttribute('style');
  });

  it('inline: renders the panel form, wrapped in the page overlay when asked', () => {
    const { container } = setup({ variant: 'inline', overlay: true });
    expect(container.querySelector('.sss-overlay > form[role="search"]')).not.toBeNull();
    expect(input().id).toBe('my-input');
  });

  it('reveal: the button toggles the box; the input takes focus after 250 ms; Escape closes and refocuses the button', () => {
    const { container } = setup({ variant: 'reveal' });
    const button = opener();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(input().closest('[hidden]')).not.toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('.sss-reveal--active')).not.toBeNull();
    act(() => jest.advanceTimersByTime(249));
    expect(document.activeElement).not.toBe(input());
    act(() => jest.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input());

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('reveal: a press outside closes it', () => {
    setup({ variant: 'reveal' });
    fireEvent.click(opener());
    fireEvent.pointerDown(document.body);
    expect(opener().getAttribute('aria-expanded')).toBe('false');
  });

  it('slide under 600 px: a full-screen modal popover that holds the page still until its close button', () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    setup({ variant: 'slide' });
    fireEvent.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.classList.contains('sss-slide__panel--popover')).toBe(true);
    expect(document.activeElement).toBe(dialog);
    expect(locked()).toBe(true);
    act(() => jest.advanceTimersByTime(250));
    expect(document.activeElement).toBe(input());

    // Tab from the last control wraps inside the dialog.
    const controls = dialog.querySelectorAll<HTMLElement>('button, input');
    (controls[controls.length - 1] as HTMLElement).focus();
    fireEvent.keyDown(controls[controls.length - 1] as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close search' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(locked()).toBe(false);
    expect(document.activeElement).toBe(opener());
  });

  it('slide from 600 px: slides open in place, not modal, body left alone', () => {
    Object.defineProperty(window, 'innerWidth', { value: 600, configurable: true });
    const { container } = setup({ variant: 'slide' });
    fireEvent.click(opener());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('.sss-slide__panel:not([hidden])')).not.toBeNull();
    expect(locked()).toBe(false);
  });

  it('popup: a labelled modal dialog; the first Escape closes an open results panel, the next the dialog', () => {
    setup({ variant: 'popup' });
    fireEvent.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Search the site' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    act(() => jest.advanceTimersByTime(0));
    expect(document.activeElement).toBe(input());

    input().setAttribute('aria-expanded', 'true'); // as the panel marks it while showing results
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    input().setAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('splash: opens from the search:open-splash event, focuses the input after 600 ms, outside click clears and closes', () => {
    const { bus } = setup({ variant: 'splash' });
    act(() => void bus.emit('search:open-splash', {}));
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(599));
    expect(document.activeElement).not.toBe(input());
    act(() => jest.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input());

    fireEvent.change(input(), { target: { value: 'lamp' } });
    expect(input().value).toBe('lamp');
    fireEvent.pointerDown(document.querySelector('.sss-splash__overlay') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input().value).toBe('');
  });

  it('splash: the icon opens it and the close button closes it, focus back on the icon', () => {
    setup({ variant: 'splash' });
    fireEvent.click(opener());
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  // Header widgets mount on interaction: a tap on the icon may open the server's disclosure first.
  const openDisclosure =
    '<details class="sss-nojs" open><summary>Search</summary><form><input name="s" id="my-input" value=""></form></details>';

  it('splash and popup: a no-JS disclosure opened before the island mounted leaves the dialog open', () => {
    for (const variant of ['splash', 'popup']) {
      const view = setup({ variant }, openDisclosure);
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect(opener().getAttribute('aria-expanded')).toBe('true');
      view.unmount();
    }
  });

  it('slide and reveal: an opened disclosure starts the widget open; a closed one starts it closed', () => {
    for (const variant of ['slide', 'reveal']) {
      const open = setup({ variant }, openDisclosure);
      expect(opener().getAttribute('aria-expanded')).toBe('true');
      expect(input().closest('[hidden]')).toBeNull();
      open.unmount();
      const closed = setup({ variant }, openDisclosure.replace(' open>', '>'));
      expect(opener().getAttribute('aria-expanded')).toBe('false');
      closed.unmount();
    }
  });
});
