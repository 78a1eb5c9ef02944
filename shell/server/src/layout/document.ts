import { escapeHtml, html, raw } from '@site/platform-kit/html';
import { PAGE_DATA_ELEMENT_ID, type PageContent, type PageData } from '@site/shared-contracts/platform';
import { FAVICON_URL } from './favicon';
import { header, offCanvas } from './header';
import { jsonForScript } from './json-script';
import { DEFAULT_LAYOUT, type LayoutSettings } from './layout-settings';
import type { Menus } from './menus';
import { SHELL_LOADER } from './shell-loader';
import type { Slots } from './slots';

export type DocumentInput = {
  page: PageContent;
  data: PageData;
  menus: Menus;
  slots: Slots;
  stylesheet: string;
  layout?: LayoutSettings;
};

/**
 * After the main content and the footer. The head's `rel=expect` link holds the first paint until the parser
 * has reached it: a slow phone otherwise paints the page half parsed, and what arrives next moves what it
 * painted (a card's bottom-anchored add-to-cart growing upwards, the shop's sort select re-centred when its
 * button comes). The measures and the cost are in docs/decisions.md.
 */
export const OVERLAYS_ID = 'site-overlays';

/** The shell layout around a slice's main content. */
export function renderDocument({
  page,
  data,
  menus,
  slots,
  stylesheet,
  layout = DEFAULT_LAYOUT,
}: DocumentInput): string {
  const site = data.site;
  const head = html`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${`${page.title} · ${site.siteName}`}</title>${page.description ? html`<meta name="description" content="${page.description}">` : ''}${page.path ? html`<link rel="canonical" href="${`${site.siteUrl}${page.path}`}">` : ''}<link rel="icon" href="${FAVICON_URL}" type="image/svg+xml"><link rel="stylesheet" href="${stylesheet}"><link rel="expect" href="#${OVERLAYS_ID}" blocking="render">`;
  const body = html`<a class="site-skip-link" href="#main">Skip to content</a>${header(site, menus, slots)}${offCanvas(menus, layout)}<main id="main" class="site-main">${raw(page.main)}</main><footer class="site-footer"><div class="site-footer__slot">${slots.footer}</div><nav class="site-footer__links" aria-label="Footer">${menus.footer.map((item) => html`<a href="${item.href}">${item.label}</a> `)}</nav><p>© ${new Date().getFullYear()} ${site.siteName}. Prices include VAT. Some links are affiliate links.</p></footer><div id="${OVERLAYS_ID}">${slots.overlays}</div>`;
  return `<!doctype html><html lang="${escapeHtml(site.locale)}"${layout.direction === 'rtl' ? ' dir="rtl"' : ''}><head>${head}</head><body>${body}<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script><script>${SHELL_LOADER}</script></body></html>`;
}
