import { html, type Html } from '@site/platform-kit/html';
import type { EventPayload, VisitorState } from '@site/shared-contracts/platform';
import type { StoredOffer as Offer } from '../data/offers';
import { cashbackClickUrl, loginUrl } from '../urls/shop-urls';

/**
 * Who looks at an offer, and on which page (its path and query): the login prompt brings the visitor
 * back to the offer on that page. For anonymous visitors this must not vary by visitor: their pages are
 * shared by the page cache, keyed by URL.
 */
export type OfferViewer = { visitor: VisitorState; page: string };

/** The offer's place on the page it is shown on. */
const offerOnPage = (o: Offer, page: string) => `${page}#offer-${o.id}`;

/**
 * Spec 3.7, 6: cashback needs login. A logged-in visitor gets the tracked link (`/go/{id}/cashback`
 * records the click and goes on to the stored destination) in a new tab, and never a login prompt. An
 * anonymous visitor gets the prompt: it opens mf-auth's login dialog with the merchant notice and comes
 * back to this offer after the login; without JS it is the login page, which comes back here too.
 */
export function cashbackHtml(o: Offer, viewer: OfferViewer): Html | false {
  if (!o.is_cashback) return false;
  if (viewer.visitor.loggedIn) {
    return html`<p class="shop-cashback">${o.cashback_notice}. <a class="shop-cashback__go" href="${cashbackClickUrl(o.id)}" target="_blank" rel="nofollow sponsored">Get cashback at ${o.merchant_name}<span class="site-visually-hidden"> (opens in a new tab)</span></a></p>`;
  }
  const back = offerOnPage(o, viewer.page);
  const payload: EventPayload<'auth:open'> = {
    type: 'default',
    cashback: { cashbacknotice: o.cashback_notice, merchant: o.merchant_name, url: o.merchant_url },
    redirectTo: back,
  };
  return html`<p class="shop-cashback">${o.cashback_notice}. <a class="shop-cashback__login" href="${loginUrl(back)}" data-bus-event="auth:open" data-bus-payload="${JSON.stringify(payload)}">Log in to get cashback</a></p>`;
}
