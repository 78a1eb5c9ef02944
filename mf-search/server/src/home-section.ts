import type { HomeSection } from '@site/shared-contracts/platform';
import { html, raw } from './html';

/** A disclosure around a plain GET /search form: the widget's no-JS form until its island mounts. */
const noJsWidget = (id: string, label: string) => html`<details class="sss-nojs"><summary>${label}</summary>
<form role="search" action="/search" method="get" class="sss-form">
<label for="${id}" class="site-visually-hidden">Search</label>
<input id="${id}" type="search" name="s" placeholder="Search deals, products, posts">
<button type="submit">Search</button></form></details>`;

const island = (variant: string, id: string, label: string) =>
  raw(
    html`<div class="sss-home__widget" data-island="mf-search/search-box" data-mount="visible" data-props="${JSON.stringify({ variant })}">${raw(noJsWidget(id, label))}</div>`,
  );

/**
 * The home page's search strip: the two widget shapes of spec 2.3 the header has no place for, the
 * 'reveal' speech-bubble button and the popup search form (the spec does not say where they sit).
 */
export function searchHomeSection(): HomeSection {
  return {
    order: 5,
    html: html`<section class="sss-home" aria-labelledby="sss-home-title">
<h2 id="sss-home-title">Find a deal fast</h2>
<p>Search every product, offer and post as you type.</p>
<div class="sss-home__widgets">${island('popup', 'sss-popup-input', 'Search in a popup')}${island('reveal', 'sss-reveal-input', 'Quick search')}</div>
</section>`,
  };
}
