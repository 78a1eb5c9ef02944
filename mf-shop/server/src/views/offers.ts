import { html, type Html } from '@site/platform-kit/html';
import type { EventMessage } from '@site/shared-contracts/platform';
import type { Offer } from '../data/offers';
import { offerRedirectUrl } from '../urls/shop-urls';

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

/** Spec 3.7, 6: cashback needs login; the link opens mf-auth's dialog and falls back to /login without JS. */
function cashbackHtml(o: Offer): Html | false {
  const payload: EventMessage<'auth:open'> = {
    type: 'default',
    cashback: { cashbacknotice: o.cashback_notice, merchant: o.merchant_name, url: o.merchant_url },
  };
  return (
    o.is_cashback &&
    html`<p class="shop-cashback">${o.cashback_notice}. <a href="/login" data-bus-event="auth:open" data-bus-payload='${JSON.stringify(payload)}'>Log in to get cashback</a></p>`
  );
}

function expiryText(o: Offer): string | false {
  if (!o.expires_at) return false;
  const day = new Date(o.expires_at).toISOString().slice(0, 10);
  return ` · ${o.coupon_kind === 'masked_expired' ? 'Expired' : 'Expires'} ${day}`;
}

export function offerHtml(o: Offer): Html {
  return html`<li class="shop-offer" id="offer-${o.id}">
<h2 class="shop-offer__title">${o.title}</h2>
<p class="shop-offer__merchant">${o.merchant_name}${expiryText(o)}</p>
<p class="shop-offer__description">${o.description}</p>
${couponHtml(o)}
${cashbackHtml(o)}
</li>`;
}

export function offersPageHtml(offers: Offer[]): Html {
  return html`<section class="shop-offers"><h1>Offers and coupons</h1><ul class="shop-offer-list">${offers.map(offerHtml)}</ul></section>`;
}
