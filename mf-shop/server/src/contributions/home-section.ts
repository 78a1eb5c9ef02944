import { contentMemo } from '@site/platform-kit/memo';
import type { HomeSection, HomeSectionRequest, SiteConfig, Sql, VisitorState } from '@site/shared-contracts/platform';
import { latestOffers, type StoredOffer } from '../data/offers';
import { latestDeals } from '../data/products';
import type { ProductCard } from '../data/product-columns';
import { siteClock, toOffer } from '../offers/offer-view';
import { homeSectionsHtml } from '../views/home-sections';

/**
 * The slice contract has one home section; the shop shows two (latest deals, then offers) in it. The
 * offers' cashback part depends on whether the visitor is logged in (the home page is theirs alone then).
 */
// Rows, not markup: the offers' days left and the visitor's cashback part are drawn at render time.
const memo = contentMemo<readonly [ProductCard[], StoredOffer[]]>(1);

export async function shopHomeSection(
  db: Sql,
  site: SiteConfig,
  visitor: VisitorState,
  request?: HomeSectionRequest,
): Promise<HomeSection> {
  const [deals, offers] = await memo.get(db, request?.content, 'home', () =>
    Promise.all([latestDeals(db, 8), latestOffers(db, 6)] as const),
  );
  const clock = siteClock(site.timeZone);
  const shown = offers.map((o) => toOffer(o, clock));
  return { order: 10, html: homeSectionsHtml(deals, shown, site.currency, { visitor, page: '/' }).toString() };
}
