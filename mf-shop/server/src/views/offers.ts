import { html, type Html } from '@site/platform-kit/html';
import type { Offer } from '../data/offers';
import { offerRedirectUrl } from '../urls/shop-urls';
import { cashbackHtml, type OfferViewer } from './cashback';

/**
 * Spec 4.3: a masked coupon is a link to our /go/:id redirect (never a URL taken from the request);
 * an expired one shows its code unmasked and marked expired; a plain one just shows the code.
 */
function couponHtml(o: Offer): Html {
  const code = o.coupon_code ?? '';
  if (o.coupon_kind === 'masked') {
    return html`<a class="shop-coupon shop-coupon--masked" href="${offerRedirectUrl(o.id)}" rel="nofollow sponsored" data-codeid="${o.id}">Show code</a>`;
  }
  if (o.coupon_kind === 'masked_expired') {
    return html`<span class="shop-coupon shop-coupon--expired"><code>${code}</code> <span class="shop-coupon__expired">Expired</span></span>`;
  }
  return html`<span class="shop-coupon shop-coupon--plain"><code>${code}</code></span>`;
}

function expiryText(o: Offer): string | false {
  if (!o.expires_at) return false;
  const day = new Date(o.expires_at).toISOString().slice(0, 10);
  return ` · ${o.coupon_kind === 'masked_expired' ? 'Expired' : 'Expires'} ${day}`;
}

export function offerHtml(o: Offer, viewer: OfferViewer): Html {
  return html`<li class="shop-offer" id="offer-${o.id}">
<h2 class="shop-offer__title">${o.title}</h2>
<p class="shop-offer__merchant">${o.merchant_name}${expiryText(o)}</p>
<p class="shop-offer__description">${o.description}</p>
${couponHtml(o)}
${cashbackHtml(o, viewer)}
</li>`;
}

export function offersPageHtml(offers: Offer[], viewer: OfferViewer): Html {
  return html`<section class="shop-offers"><h1>Offers and coupons</h1><ul class="shop-offer-list">${offers.map((o) => offerHtml(o, viewer))}</ul></section>`;
}
