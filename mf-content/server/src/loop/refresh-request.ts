import { timingSafeEqual } from 'node:crypto';
import { badRequest, forbidden } from '@site/platform-kit/http';
import {
  filterState,
  type LoopFilterSetting,
  type LoopFilterState,
  type LoopRefreshBody,
} from '@site/shared-contracts/content';
import type { RequestContext } from '@site/shared-contracts/platform';
import { pageAddress } from './url-loop';

const BAD_REFRESH = 'CONTENT_BAD_REFRESH';

/**
 * The filters a refresh asks for (spec 7.4 `widget_filters`), checked against the widget's own: every taxonomy
 * must be one of its filters and every join the one its filter uses (no join means AND; a single-selection
 * filter takes one term and no OR). Terms that are not terms of the site simply match nothing.
 */
export function bodyFilters(settings: readonly LoopFilterSetting[], body: LoopRefreshBody): LoopFilterState[] {
  const sent = body.widget_filters.taxonomy ?? {};
  for (const [taxonomy, filter] of Object.entries(sent)) {
    const setting = settings.find((s) => s.taxonomy === taxonomy);
    if (!setting) throw badRequest(`widget_filters: this widget has no ${taxonomy} filter.`, BAD_REFRESH);
    const join = filter.logicalJoin ?? 'AND';
    const allowed =
      setting.operator === 'DISABLED' ? join === 'AND' && filter.terms.length <= 1 : join === setting.operator;
    if (!allowed) {
      const wants = setting.operator === 'DISABLED' ? 'one term and no join' : `the ${setting.operator} join`;
      throw badRequest(`widget_filters: the ${taxonomy} filter takes ${wants}.`, BAD_REFRESH);
    }
  }
  return settings.map((setting) => filterState(setting, [...new Set(sent[setting.taxonomy]?.terms ?? [])]));
}

/** The origins a page of this site may have: SITE_URL's, and the Host the request came to (as the CSRF check). */
export function siteOrigins(siteUrl: string, host: string | undefined): string[] {
  const origins = [new URL(siteUrl).origin];
  for (const scheme of host ? ['http', 'https'] : []) {
    try {
      origins.push(new URL(`${scheme}://${host}`).origin);
    } catch {
      // Not a host name: no origin of ours.
    }
  }
  return origins;
}

/**
 * `pagination_base_url` as the address the widget's links are built on: a path on this site or an absolute URL
 * of it (the site's origin or the Host the request came to), and the document's own path. The query is kept.
 */
export function baseAddress(value: string, documentPath: string, origins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    throw badRequest('pagination_base_url: not a URL.', BAD_REFRESH);
  }
  const relative = url.origin === 'http://site.invalid' && value.startsWith('/') && !value.startsWith('//');
  if (!relative && !origins.includes(url.origin))
    throw badRequest('pagination_base_url: not an address on this site.', BAD_REFRESH);
  if (url.pathname !== documentPath)
    throw badRequest(`pagination_base_url: the widget is on ${documentPath}.`, BAD_REFRESH);
  return pageAddress(documentPath, url.search || '');
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Spec 6: edit-mode fields (`widget_model`, `is_edit_mode`) only from an administrator whose request carries
 * the editor nonce: the CSRF token of their page, bound to their visitor cookie, which no other site can read.
 */
export function checkEditor(context: RequestContext, nonce: string | string[] | undefined): void {
  const { visitor, csrfToken } = context;
  const admin = visitor.loggedIn && visitor.user.roles.includes('admin');
  if (!admin || typeof nonce !== 'string' || !csrfToken || !sameText(nonce, csrfToken)) {
    throw forbidden('Only an administrator in the editor may preview a loop widget.', 'CONTENT_EDIT_MODE_REFUSED');
  }
}
