import { html, type Html } from '@site/platform-kit/html';
import type { EventPayload } from '@site/shared-contracts/platform';
import type { Offer } from '../offers/offer-view';
import { offerPageUrl, offerRedirectUrl, storeUrl } from '../urls/offer-urls';
import { cashbackHtml, type OfferViewer } from './cashback';

/** Spec 9: a link that leaves the site opens in a new tab, marked nofollow sponsored; internal links are plain. */
export const EXTERNAL_REL = 'nofollow sponsored noopener';

/**
 * Spec 3.6's data attributes, on every coupon and offer button: the id, the text handle, the code, and the
 * destination, always our own /go/:id (the island goes nowhere else). The text handle names a coupon that has no
 * id of its own (a code written into a post); every offer here is stored and named by its id, so it stays empty,
 * kept because it is part of the button's contract. An address with `codetext` still works: the island also
 * finds a button by its code (client/src/coupons/coupon-buttons.ts).
 */
const couponData = (o: Offer) =>
  html` data-codeid="${o.id}" data-codetext="" data-clipboard-text="${o.coupon?.code ?? ''}" data-dest="${offerRedirectUrl(o.id)}"`;

/**
 * Spec 4.3, as the server renders it. Masked: a "Show code" link to the offer's page (its code and the merchant
 * link, without JavaScript); with JavaScript it is a bus trigger: the shell mounts the coupons island, which
 * reveals the coupon in a new window and sends this one through /go/:id (and should the island fail, the shell
 * follows the link). `data-expires` lets the island expire a coupon of a page cached before its end. Masked and
 * expired: its code, unmasked, marked Expired. Plain: its code.
 */
export function couponHtml(o: Offer): Html | false {
  const coupon = o.coupon;
  if (!coupon) return false;
  const attributes = html`class="shop-coupon shop-coupon--${coupon.kind}" data-kind="${coupon.kind}"${couponData(o)}`;
  if (coupon.kind === 'masked') {
    const expires = o.endsAt !== null && html` data-expires="${new Date(o.endsAt).toISOString()}"`;
    const reveal: EventPayload<'shop:coupon-reveal'> = { codeid: String(o.id), codetext: '' };
    return html`<a ${attributes}${expires} href="${offerPageUrl(o.id)}" data-bus-event="shop:coupon-reveal" data-bus-payload="${JSON.stringify(reveal)}">Show code<span class="site-visually-hidden"> for ${o.title}</span></a>`;
  }
  const expired = coupon.kind === 'masked_expired' && html` <span class="shop-coupon__expired">Expired</span>`;
  return html`<span ${attributes}><code class="shop-coupon__code">${coupon.code}</code>${expired}</span>`;
}

/** The merchant's link (through /go/:id) for every offer but a masked coupon, whose "Show code" goes there. */
function goHtml(o: Offer): Html | false {
  if (o.coupon?.kind === 'masked') return false;
  const label = o.coupon ? `Go to ${o.merchant_name}` : 'Get deal';
  const data = o.coupon ? html`` : couponData(o);
  return html`<a class="shop-offer__go" href="${offerRedirectUrl(o.id)}" target="_blank" rel="${EXTERNAL_REL}"${data}>${label}<span class="site-visually-hidden"> (opens in a new tab)</span></a>`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The site's date format ('j F Y': 1 May 2027) of a stored 'YYYY-MM-DD'. */
export const formatDay = (date: string): string => dayFormat.format(Date.parse(`${date}T00:00:00Z`));

/** "Expires 1 May 2027", or "Expired 1 May 2026" once its last day is over. */
export function expiryHtml(o: Offer): Html | false {
  if (o.expires_on === null) return false;
  return o.expired
    ? html`<span class="shop-offer__expiry shop-offer__expiry--past">Expired ${formatDay(o.expires_on)}</span>`
    : html`<span class="shop-offer__expiry">Expires ${formatDay(o.expires_on)}</span>`;
}

/**
 * Spec 2.4's offer details: collapsed on the page; the coupons island toggles them (aria-expanded) and scrolls
 * to them. Without JavaScript the toggle is a link to the offer's own page, where the details are shown.
 */
function detailsHtml(o: Offer): Html {
  const id = `offer-${o.id}-details`;
  const toggle: EventPayload<'shop:offer-details'> = { offerId: String(o.id) };
  return html`<a class="shop-offer__toggle" href="${offerPageUrl(o.id)}" role="button" aria-expanded="false" aria-controls="${id}" data-bus-event="shop:offer-details" data-bus-payload="${JSON.stringify(toggle)}"><span class="shop-offer__toggle-label">Show details</span><span class="site-visually-hidden"> of ${o.title}</span></a>
<div class="shop-offer__details" id="${id}" hidden><p class="shop-offer__terms">${o.description}</p></div>`;
}

/**
 * One offer card for a viewer (cashback differs once logged in: views/cashback.ts); `heading` is the level of its
 * title in the page's outline (h2 on /offers, h3 on home).
 */
export function offerHtml(o: Offer, viewer: OfferViewer, heading: 'h2' | 'h3' = 'h2'): Html {
  const title = html`<a href="${offerPageUrl(o.id)}">${o.title}</a>`;
  return html`<li class="shop-offer${o.expired && html` shop-offer--expired`}" id="offer-${o.id}">
${heading === 'h2' ? html`<h2 class="shop-offer__title">${title}</h2>` : html`<h3 class="shop-offer__title">${title}</h3>`}
<p class="shop-offer__meta"><a class="shop-offer__merchant" href="${storeUrl(o.merchant_slug)}">${o.merchant_name}</a>${o.category_name && html` · <span class="shop-offer__category">${o.category_name}</span>`}${o.expires_on && html` · `}${expiryHtml(o)}</p>
<div class="shop-offer__actions">${couponHtml(o)}${goHtml(o)}</div>
${detailsHtml(o)}
${cashbackHtml(o, viewer)}
</li>`;
}

/**
 * The coupons island, on pages that show offers: mounted by the shell when a masked coupon or a details toggle is
 * pressed (their bus events), so a page loads no shop code until then. A page opened to reveal a coupon
 * (`codeid`/`codetext` in its address, spec 4.3) mounts it once idle as well: the browser's loader reads the
 * address (`data-mount-query`), so every address gets the same markup, the home page's included.
 */
export const couponsIslandHtml = (): Html =>
  html`<div data-island="mf-shop/coupons" data-mount="idle event" data-mount-query="codeid codetext" data-events="shop:coupon-reveal shop:offer-details"></div>`;
