import { html } from '@site/platform-kit/html';
import type { FragmentContext, SliceFragments } from '@site/shared-contracts/platform';
import { noJsDisclosure, noJsForm, searchIsland } from './search-island';

const iconSummary = html`<summary aria-label="Search">Search</summary>`;

/**
 * The header's search widgets (spec 2.3), one per width so only the visible one loads: the inline form
 * with its page overlay from 1024 px, the search icon with the splash overlay from 600 px, and the
 * slide-style form (a full-screen popover) below 600 px. Without JavaScript the icons are disclosure
 * buttons around the same GET /search form. The term of a results page stays in the boxes.
 */
function headerSearch({ query }: FragmentContext): string {
  const term = query.s ?? '';
  const inline = searchIsland(
    { className: 'sss-header-search__inline', mount: 'visible', props: { variant: 'inline', overlay: true } },
    noJsForm('site-search-input', term),
  );
  const splash = searchIsland(
    {
      className: 'sss-header-search__splash',
      mount: 'visible event',
      props: { variant: 'splash' },
      events: 'search:open-splash',
    },
    noJsDisclosure(iconSummary, 'sss-splash-input', term),
  );
  const slide = searchIsland(
    { className: 'sss-header-search__slide', mount: 'visible', props: { variant: 'slide' } },
    noJsDisclosure(iconSummary, 'sss-slide-input', term),
  );
  return String(html`<div class="sss-header-search">${inline}${splash}${slide}</div>`);
}

export const searchFragments: SliceFragments = { headerSearch };
