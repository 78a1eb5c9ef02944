import { html } from '@site/platform-kit/html';
import type { HomeSection, SiteConfig, Sql } from '@site/shared-contracts/platform';
import { latestOffers } from '../data/offers';
import { latestDeals } from '../data/products';
import { siteClock, toOffer } from '../offers/offer-view';
import { latestDealsHtml, offersSectionHtml } from '../views/home-sections';

/** The slice contract has one home section; the shop shows two (latest deals, then offers) in it. */
export async function shopHomeSection(db: Sql, site: SiteConfig): Promise<HomeSection> {
  const [deals, offers] = await Promise.all([latestDeals(db, 8), latestOffers(db, 6)]);
  const clock = siteClock(site.timeZone);
  const sections = html`${latestDealsHtml(deals, site.currency)}\n${offersSectionHtml(offers.map((o) => toOffer(o, clock)))}`;
  return { order: 10, html: sections.toString() };
}
