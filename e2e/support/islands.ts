import type { Locator, Page } from '@playwright/test';

/** Remote files the page fetched, by remote name: proves they come from the versioned store path. */
export function recordRemoteRequests(page: Page): Map<string, string[]> {
  const byRemote = new Map<string, string[]>();
  page.on('request', (request) => {
    const match = /\/remotes\/(mf-[a-z]+)\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (!match?.[1]) return;
    const list = byRemote.get(match[1]) ?? [];
    list.push(request.url());
    byRemote.set(match[1], list);
  });
  return byRemote;
}

/** Console errors the page logged (the shell logs island failures there). */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/**
 * The header search mounts on interaction (issue 10), not by itself: focus the server-rendered box of the
 * first header search island, as a keyboard user would. Its island then loads (and mounts, or fails).
 */
export async function reachForHeaderSearch(page: Page): Promise<void> {
  const island = page.locator('[data-island="mf-search/search-box"]').first();
  // The server's searchbox, or the live combobox once mounted.
  await island.getByRole('searchbox').or(island.getByRole('combobox')).first().focus();
}

/**
 * A popup trigger link as slices write them (mf-popups README), put at the top of the page's main: the popup
 * host mounts only when the bus asks for it (issue 10), and this is how a page asks. A click the host cannot
 * answer follows `href` (a `#` fragment stays on the page).
 */
export async function addPopupTrigger(page: Page, id: string, href = `/popups/${id}`): Promise<Locator> {
  await page.evaluate(
    ({ id, href }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = `Open the ${id} popup`;
      link.dataset.busEvent = 'popups:open';
      link.dataset.busPayload = JSON.stringify({ id });
      document.querySelector('main')?.prepend(link);
    },
    { id, href },
  );
  return page.getByRole('link', { name: `Open the ${id} popup` });
}
