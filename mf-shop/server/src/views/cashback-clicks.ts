import { html, type Html } from '@site/platform-kit/html';
import type { SiteConfig } from '@site/shared-contracts/platform';
import type { CashbackClick } from '../data/cashback-clicks';
import { offerPageUrl } from '../urls/offer-urls';

/** The site's dates in words, in UTC (as the server writes them everywhere), with the zone said. */
function clickTime(iso: string, site: SiteConfig): Html {
  const words = new Intl.DateTimeFormat(site.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return html`<time datetime="${iso}">${words} UTC</time>`;
}

const item = (click: CashbackClick, site: SiteConfig) =>
  html`<li><a href="${offerPageUrl(click.offer_id)}">${click.title}</a><span class="shop-cashback-clicks__meta">${click.merchant_name} · ${clickTime(click.clicked_at, site)}</span></li>`;

/**
 * The cashback clicks on the user's account page (spec 3.7, 6): the newest first, each with its offer,
 * merchant and time; how many there are in all when not every one is listed.
 */
export function cashbackClicksSection(clicks: readonly CashbackClick[], site: SiteConfig): Html {
  const total = clicks[0]?.total ?? 0;
  const intro =
    total === 0
      ? html`<p>You have not followed a cashback link yet. Cashback offers are on the <a href="/offers">offers page</a>.</p>`
      : total > clicks.length
        ? html`<p>Your ${clicks.length} newest of ${total} cashback clicks.</p>`
        : html`<p>Every cashback link you followed, the newest first.</p>`;
  return html`<section class="shop-cashback-clicks" aria-labelledby="shop-cashback-clicks-title">
<h2 id="shop-cashback-clicks-title">Cashback clicks</h2>
${intro}
${total > 0 && html`<ol class="shop-cashback-clicks__list">${clicks.map((click) => item(click, site))}</ol>`}
</section>`;
}
