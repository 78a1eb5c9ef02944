/** The result links in document order (suggestions, terms, items, 'see all'). */
export const panelLinks = (panel: HTMLElement | null): HTMLAnchorElement[] =>
  panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];

/**
 * Spec 4.1 arrows: Down from the input focuses the first result link; Up and Down move between the
 * links; Up from the first link returns to the input. Real focus (not aria-activedescendant), so
 * Enter on a link follows it and Enter in the input submits the form natively. Returns whether
 * the key was handled.
 */
export function moveFocus(
  key: string,
  input: HTMLInputElement | null,
  panel: HTMLElement | null,
  active: Element | null,
): boolean {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return false;
  const links = panelLinks(panel);
  if (links.length === 0 || !panel || panel.hidden) return false;
  const at = links.indexOf(active as HTMLAnchorElement);
  if (at === -1 && active !== input) return false;
  const next = key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
  if (next < 0) input?.focus();
  else links[next]?.focus();
  return true;
}
