import type { FastifyRequest } from 'fastify';
import type { MenuItem, PageContent, Sql, SiteConfig } from '@site/shared-contracts/platform';
import { renderDocument } from '../layout/document';
import { overrideFromRequest } from '../releases/qa-override-cookie';
import type { Snapshots } from '../store/snapshot';
import type { Slice } from './slice-types';

const MENU_TTL_MS = 60_000;

const TOP_MENU: MenuItem[] = [
  { label: 'Offers', href: '/offers' },
  { label: 'Blog', href: '/blog' },
  { label: 'Shop', href: '/shop' },
];

export type PageRendererOptions = {
  db: Sql;
  site: SiteConfig;
  slices: readonly Slice[];
  snapshots: Snapshots;
  /** Verifies QA override cookies. */
  secret: string;
  allowedOrigins: readonly string[];
};

/**
 * Builds renderPage: the layout, the menus slices contribute (cached briefly) and this visitor's remote
 * snapshot (never cached: active, canary bucket or QA override, read per request).
 */
export function createPageRenderer(options: PageRendererOptions) {
  let menuCache: { at: number; items: MenuItem[] } | null = null;
  const mainMenu = async (): Promise<MenuItem[]> => {
    if (menuCache && Date.now() - menuCache.at < MENU_TTL_MS) return menuCache.items;
    const contributions = await Promise.all(options.slices.flatMap((s) => (s.menu ? [s.menu(options.db)] : [])));
    const items = contributions.sort((a, b) => a.order - b.order).flatMap((c) => c.items);
    menuCache = { at: Date.now(), items };
    return items;
  };
  const stylesheets = options.slices.flatMap((s) => (s.stylesheet ? [`/assets/css/${s.name}.css`] : []));

  return async function renderPage(request: FastifyRequest, page: PageContent): Promise<string> {
    const override = overrideFromRequest(request, options.secret, options.allowedOrigins);
    const [items, snapshot] = await Promise.all([
      mainMenu(),
      options.snapshots.forRequest({ visitorId: request.visitorId, override }),
    ]);
    const query = request.query as Record<string, unknown> | undefined;
    return renderDocument({
      page,
      data: {
        snapshot,
        site: options.site,
        visitor: request.siteContext.visitor,
        csrfToken: request.siteContext.csrfToken,
      },
      mainMenu: items,
      topMenu: TOP_MENU,
      stylesheets,
      searchTerm: typeof query?.s === 'string' ? query.s : '',
    });
  };
}
