const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Focusable elements in document order, leaving out anything inside a hidden part. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

type TabEvent = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>;

/**
 * Keep Tab inside a modal: past the last control it wraps to the first, and Shift+Tab back. Focus
 * that has escaped (on the container itself or outside it) is brought back in. With nothing
 * focusable inside, Tab stays where it is.
 */
export function trapTab(container: HTMLElement, event: TabEvent): void {
  if (event.key !== 'Tab') return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = container.ownerDocument.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
