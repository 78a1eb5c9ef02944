import type { Page } from '@playwright/test';

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
