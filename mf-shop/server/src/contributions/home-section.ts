import { html } from '@site/platform-kit/html';
import type { HomeSection, SiteConfig, Sql, VisitorState } from '@site/shared-contracts/platform';
import { latestOffers } from '../data/offers';
import { latestDeals } from '../data/products';
import { siteClock, toOffer } from '../offers/offer-view';
import { latestDealsHtml, offersSectionHtml } from '../views/home-sections';

/**
 * The slice contract has one home section; the shop shows two (latest deals, then offers) in it. The
 * offers' cashback part depends on whether the visitor is logged in (the home page is theirs alone then).
 */
export async function shopHomeSection(db: Sql, site: SiteConfig, visitor: VisitorState): Promise<HomeSection> {
  const [deals, offers] = await Promise.all([latestDeals(db, 8), latestOffers(db, 6)]);
  const clock = siteClock(site.timeZone);
  const shown = offers.map((o) => toOffer(o, clock));
  const sections = html`${latestDealsHtml(deals, site.currency)}\n${offersSectionHtml(shown, { visitor, page: '/' })}`;
  return { order: 10, html: sections.toString() };
}
