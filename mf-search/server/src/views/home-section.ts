import { html } from '@site/platform-kit/html';
import type { HomeSection } from '@site/shared-contracts/platform';
import { noJsDisclosure, searchIsland } from './search-island';

const widget = (variant: 'popup' | 'reveal', id: string, label: string) =>
  searchIsland(
    { className: 'sss-home__widget', mount: 'interaction', props: { variant } },
    noJsDisclosure(html`<summary>${label}</summary>`, id),
  );

/**
 * The home page's search strip: the two widget shapes of spec 2.3 the header has no place for, the
 * 'reveal' speech-bubble button and the popup search form (the spec does not say where they sit).
 * Like the header's, they mount on interaction: mounted when visible, they put React on the home page's
 * main thread (Lighthouse TBT 170 ms) and swapped the no-JS summary for the widget's button under the
 * reader's eyes (a layout shift, CLS 0.002). An opened disclosure carries over to the widget.
 */
export function searchHomeSection(): HomeSection {
  return {
    order: 5,
    html: String(html`<section class="sss-home" aria-labelledby="sss-home-title">
<h2 id="sss-home-title">Find a deal fast</h2>
<p>Search every product, offer and post as you type.</p>
<div class="sss-home__widgets">${widget('popup', 'sss-popup-input', 'Search in a popup')}${widget('reveal', 'sss-reveal-input', 'Quick search')}</div>
</section>`),
  };
}
