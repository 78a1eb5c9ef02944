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
