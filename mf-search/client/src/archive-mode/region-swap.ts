/** The results page's container and the child of it that holds the search form (it stays in place). */
export type ArchiveRegions = { page: Element; form: Element };

/** Find the results page regions around a form element (the input or its island placeholder). */
export function findRegions(from: Element): ArchiveRegions | null {
  const page = from.closest('.search-page');
  if (!page) return null;
  const form = [...page.children].find((child) => child.contains(from));
  return form ? { page, form } : null;
}

/**
 * Refresh the results page in place from a freshly rendered copy: every region around the form
 * (heading, result count, sort drop-down, product list, pagination, sidebar) is replaced by the
 * new one, while the form keeps the visitor's input, caret and focus. The result count element is
 * kept and only its text changes, so its polite status announces the new count.
 */
export function swapRegions(current: ArchiveRegions, next: Document): boolean {
  const nextPage = next.querySelector('.search-page');
  const nextForm = nextPage?.querySelector('form[role="search"], .search-page__form');
  if (!nextPage || !nextForm) return false;
  const nextFormChild = [...nextPage.children].find((child) => child.contains(nextForm));
  const oldCount = current.page.querySelector('.search-result-count');
  const before: Element[] = [];
  const after: Element[] = [];
  let seenForm = false;
  for (const child of [...nextPage.children]) {
    if (child === nextFormChild) seenForm = true;
    else (seenForm ? after : before).push(child);
  }
  for (const child of [...current.page.children]) if (child !== current.form) child.remove();
  current.form.before(...before.map((n) => current.page.ownerDocument.importNode(n, true)));
  current.form.after(...after.map((n) => current.page.ownerDocument.importNode(n, true)));
  const newCount = current.page.querySelector('.search-result-count');
  if (oldCount && newCount) {
    oldCount.textContent = newCount.textContent;
    newCount.replaceWith(oldCount);
  }
  if (next.title) current.page.ownerDocument.title = next.title;
  return true;
}
