import type { FastifyRequest } from 'fastify';
import type { FragmentContext, MenuEntry, PageContent, SiteConfig, Sql } from '@site/shared-contracts/platform';
import { renderDocument } from '../layout/document';
import type { LayoutSettings } from '../layout/layout-settings';
import { sortEntries, type Menus } from '../layout/menus';
import { fillSlots } from '../layout/slots';
import { overrideFromRequest } from '../releases/qa-override-cookie';
import type { Snapshots } from '../store/snapshot';
import type { RunningSlice } from './slice-types';

const MENU_TTL_MS = 60_000;

export type PageRendererOptions = {
  db: Sql;
  site: SiteConfig;
  slices: readonly RunningSlice[];
  snapshots: Snapshots;
  /** Verifies QA override cookies. */
  secret: string;
  allowedOrigins: readonly string[];
  /** A site on loopback: a QA override's dev URL may be on any loopback origin (releases/dev-origins.ts). */
  loopbackDev?: boolean;
  /** The URL of the site's one stylesheet. */
  stylesheet: string;
  /** The layout's direction and off-canvas 'back' label (SITE_DIRECTION, SITE_MENU_BACK_LABEL). */
  layout?: LayoutSettings;
};

/** The first value of each query parameter, for fragments that echo the request (the search term). */
function firstValues(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((query as Record<string, unknown> | undefined) ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

/**
 * Builds renderPage: the layout, the menus slices contribute (cached briefly), each slot's fragments
 * and this visitor's remote snapshot (never cached: active, canary bucket or QA override, per request).
 */
export function createPageRenderer(options: PageRendererOptions) {
  let menuCache: { at: number; menus: Menus } | null = null;
  const menus = async (): Promise<Menus> => {
    if (menuCache && Date.now() - menuCache.at < MENU_TTL_MS) return menuCache.menus;
    const contributions = await Promise.all(options.slices.flatMap((s) => (s.menu ? [s.menu(options.db)] : [])));
    const pick = (key: 'main' | 'top' | 'footer'): MenuEntry[] => contributions.flatMap((c) => c[key] ?? []);
    const built = {
      main: sortEntries(pick('main')),
      top: sortEntries(pick('top')),
      footer: sortEntries(pick('footer')),
    };
    menuCache = { at: Date.now(), menus: built };
    return built;
  };

  return async function renderPage(request: FastifyRequest, page: PageContent): Promise<string> {
    const override = overrideFromRequest(request, options.secret, options.allowedOrigins, options.loopbackDev);
    const [menusNow, snapshot] = await Promise.all([
      menus(),
      options.snapshots.forRequest({ visitorId: request.visitorId, override }),
    ]);
    const { visitor, csrfToken } = request.siteContext;
    const fragmentContext: FragmentContext = {
      site: options.site,
      visitor,
      csrfToken,
      path: request.url.split('?')[0] ?? '/',
      query: firstValues(request.query),
    };
    // Shared only when it shows no visitor and nothing failed (a failed slot is retried next request).
    let shared = page.cacheable === true && !visitor.loggedIn && !override;
    const slots = fillSlots(options.slices, fragmentContext, (slice, slot, error) => {
      shared = false;
      request.log.error({ err: error, slice, slot }, 'slot fragment failed');
    });
    request.pageCacheable = shared;
    return renderDocument({
      page,
      data: { snapshot, site: options.site, visitor, csrfToken },
      menus: menusNow,
      slots,
      stylesheet: options.stylesheet,
      layout: options.layout,
    });
  };
}
