import type { FastifyRequest } from 'fastify';
import type { PageContent, SiteConfig, Sql } from '@site/shared-contracts/platform';
import type { Slice } from './slice-types';

type HomeDeps = {
  db: Sql;
  /** The content tokens now (page-cache/content-version.ts): sections keep what they read under them. */
  content: () => Promise<string>;
  site: SiteConfig;
  slices: readonly Slice[];
  renderPage: (request: FastifyRequest, page: PageContent) => Promise<string>;
};

/**
 * The home page belongs to no single team: each slice contributes a section (latest deals, offers
 * with coupons, posts, products) and the shell orders them. A failing section is left out, not fatal.
 * A logged-in visitor's home page is theirs alone (never shared), so a section may show them their state.
 */
export async function renderHomePage(request: FastifyRequest, deps: HomeDeps): Promise<string> {
  const content = await deps.content().catch(() => undefined);
  const sections = await Promise.all(
    deps.slices.flatMap((slice) =>
      slice.homeSection
        ? [
            slice
              .homeSection(deps.db, deps.site, request.siteContext.visitor, { url: request.url, content })
              .catch((error: unknown) => {
                request.log.error({ err: error, slice: slice.name }, 'home section failed');
                return null;
              }),
          ]
        : [],
    ),
  );
  const main = sections
    .flatMap((s) => (s ? [s] : []))
    .sort((a, b) => a.order - b.order)
    .map((s) => s.html)
    .join('\n');
  return deps.renderPage(request, {
    title: 'Deals, coupons, cashback and reviews',
    description: 'Today’s best deals, coupon codes, cashback offers, products and articles.',
    main: `<h1 class="site-visually-hidden">${deps.site.siteName}</h1>${main}`,
    path: '/',
    // A section that failed must not be kept for everyone; the next request tries again.
    cacheable: sections.every((section) => section !== null),
  });
}
