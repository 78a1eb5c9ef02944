import { esc, jsonAttr } from '../html';

export type OfferView = {
  id: number;
  title: string;
  description: string;
  coupon_code: string | null;
  coupon_kind: 'masked' | 'masked_expired' | 'plain';
  expires_at: string | null;
  merchant_name: string;
  merchant_url: string;
  is_cashback: boolean;
  cashback_notice: string;
};

/**
 * Spec 4.3: a masked coupon is a link to our /go/:id redirect (never a URL taken from the request);
 * an expired one shows its code unmasked and marked expired; a plain one just shows the code.
 */
function couponHtml(o: OfferView): string {
  const code = esc(o.coupon_code ?? '');
  if (o.coupon_kind === 'masked') {
    return `<a class="shop-coupon shop-coupon--masked" href="/go/${o.id}" rel="nofollow sponsored" data-codeid="${o.id}">Show code</a>`;
  }
  if (o.coupon_kind === 'masked_expired') {
    return `<span class="shop-coupon shop-coupon--expired"><code>${code}</code> <span class="shop-coupon__expired">Expired</span></span>`;
  }
  return `<span class="shop-coupon shop-coupon--plain"><code>${code}</code></span>`;
}

/** Spec 3.7: cashback needs login; the link opens mf-auth's dialog and falls back to /login without JS. */
function cashbackHtml(o: OfferView): string {
  if (!o.is_cashback) return '';
  const payload = {
    type: 'default',
    cashback: { cashbacknotice: o.cashback_notice, merchant: o.merchant_name, url: o.merchant_url },
  };
  return `<p class="shop-cashback">${esc(o.cashback_notice)}. <a href="/login" data-bus-event="auth:open" data-bus-payload='${jsonAttr(payload)}'>Log in to get cashback</a></p>`;
}

export function offerHtml(o: OfferView): string {
  const expires = o.expires_at ? new Date(o.expires_at).toISOString().slice(0, 10) : null;
  return `<li class="shop-offer" id="offer-${o.id}">
<h2 class="shop-offer__title">${esc(o.title)}</h2>
<p class="shop-offer__merchant">${esc(o.merchant_name)}${expires ? ` · ${o.coupon_kind === 'masked_expired' ? 'Expired' : 'Expires'} ${esc(expires)}` : ''}</p>
<p class="shop-offer__description">${esc(o.description)}</p>
${couponHtml(o)}
${cashbackHtml(o)}
</li>`;
}

export function offersPageHtml(offers: OfferView[], heading = 'Offers and coupons'): string {
  return `<section class="shop-offers"><h1>${esc(heading)}</h1><ul class="shop-offer-list">${offers.map(offerHtml).join('\n')}</ul></section>`;
}
