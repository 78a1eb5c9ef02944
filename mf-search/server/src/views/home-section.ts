import { html } from '@site/platform-kit/html';
import type { HomeSection } from '@site/shared-contracts/platform';
import { noJsDisclosure, searchIsland } from './search-island';

const widget = (variant: 'popup' | 'reveal', id: string, label: string) =>
  searchIsland(
    { className: 'sss-home__widget', mount: 'visible', props: { variant } },
    noJsDisclosure(html`<summary>${label}</summary>`, id),
  );

/**
 * The home page's search strip: the two widget shapes of spec 2.3 the header has no place for, the
 * 'reveal' speech-bubble button and the popup search form (the spec does not say where they sit).
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
