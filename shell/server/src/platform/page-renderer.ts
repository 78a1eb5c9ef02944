import type { FastifyRequest } from 'fastify';
import type { MenuItem, PageContent, Sql, SiteConfig } from '@site/shared-contracts';
import { renderDocument } from '../layout/document';
import type { Registry } from '../store/registry';
import type { Slice } from './slice-types';

const MENU_TTL_MS = 60_000;

const TOP_MENU: MenuItem[] = [
  { label: 'Offers', href: '/offers' },
  { label: 'Blog', href: '/blog' },
  { label: 'Shop', href: '/shop' },
];

/** Builds renderPage: the layout, the menus slices contribute (cached briefly) and this request's snapshot. */
export function createPageRenderer(options: { db: Sql; site: SiteConfig; slices: readonly Slice[]; registry: Registry }) {
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
    const [items, snapshot] = await Promise.all([mainMenu(), options.registry.snapshot()]);
    const query = request.query as Record<string, unknown> | undefined;
    return renderDocument({
      page,
      data: { snapshot, site: options.site, visitor: request.siteContext.visitor, csrfToken: request.siteContext.csrfToken },
      mainMenu: items,
      topMenu: TOP_MENU,
      stylesheets,
      searchTerm: typeof query?.s === 'string' ? query.s : '',
    });
  };
}
