import { html } from '@site/platform-kit/html';

/**
 * The page a browser gets when the site cannot build a real one (the database is away, the server is
 * overloaded, or the layout itself failed): short, served without touching the database, styled by the
 * shell's stylesheet alone, and honest about what to do.
 */
export function fallbackPage(siteName: string, title: string, message: string): string {
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · ${siteName}</title><link rel="stylesheet" href="/assets/site.css"></head><body><main id="main" class="site-main"><section class="site-error"><h1>${title}</h1><p>${message}</p><p><a href="/">Try the home page</a></p></section></main></body></html>`}`;
}

export const UNAVAILABLE_TITLE = 'We will be right back';
export const UNAVAILABLE_MESSAGE = 'The site is busy right now. Please try again in a few seconds.';
