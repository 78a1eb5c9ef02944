import { html, type Html } from '@site/platform-kit/html';
import type { Offer } from '../offers/offer-view';
import { offerRedirectUrl, storeUrl } from '../urls/offer-urls';
import { cashbackHtml, type OfferViewer } from './cashback';
import { EXTERNAL_REL, expiryHtml } from './offers';

function codeHtml(o: Offer): Html {
  if (!o.coupon)
    return html`<p class="shop-offer-page__code">No code needed: the deal applies at ${o.merchant_name}.</p>`;
  const expired = o.expired && html` <span class="shop-coupon__expired">Expired</span>`;
  return html`<p class="shop-offer-page__code">Coupon code: <code class="shop-coupon shop-coupon--revealed" data-codeid="${o.id}" data-codetext="" data-clipboard-text="${o.coupon.code}" data-dest="${offerRedirectUrl(o.id)}">${o.coupon.code}</code>${expired}</p>`;
}

/**
 * An offer's own page, the no-JS end of "Show code" (spec 4.3): the code whatever its kind, the merchant's link
 * through /go/:id (a new tab, nofollow sponsored: spec 9), the terms and the expiry. Search results link here.
 */
export function offerPageHtml(o: Offer, viewer: OfferViewer): Html {
  return html`<article class="shop-offer-page" id="offer-${o.id}">
<p><a href="/offers">All offers</a></p>
<h1>${o.title}</h1>
<p class="shop-offer__meta"><a class="shop-offer__merchant" href="${storeUrl(o.merchant_slug)}">${o.merchant_name}</a>${o.category_name && html` · <span class="shop-offer__category">${o.category_name}</span>`}${o.expires_on && html` · `}${expiryHtml(o)}</p>
${codeHtml(o)}
<p><a class="shop-button shop-button--primary" href="${offerRedirectUrl(o.id)}" target="_blank" rel="${EXTERNAL_REL}">Go to ${o.merchant_name}<span class="site-visually-hidden"> (opens in a new tab)</span></a></p>
<h2>Terms</h2>
<p class="shop-offer__terms">${o.description}</p>
${cashbackHtml(o, viewer)}
</article>`;
}
