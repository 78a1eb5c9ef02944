const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements in document order, leaving out anything inside a hidden panel. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/** Keep Tab inside a modal dialog: past the last control it wraps to the first, and back. */
export function trapTab(
  container: HTMLElement,
  event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault(): void },
): void {
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

/** The search input the panel component rendered inside a widget. */
export const searchInput = (root: ParentNode | null): HTMLInputElement | null =>
  root?.querySelector<HTMLInputElement>('input[name="s"]') ?? null;

/**
 * Empty the panel's input through a real input event, so the panel clears its own lists and
 * its last term exactly as if the visitor had deleted the text (spec 4.1 clearing).
 */
export function clearInput(input: HTMLInputElement | null): void {
  if (!input || input.value === '') return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The panel is showing results: its input says so with aria-expanded (spec 4.1). */
export const panelOpen = (root: ParentNode | null): boolean =>
  searchInput(root)?.getAttribute('aria-expanded') === 'true';
