import { html } from '@site/platform-kit/html';
import type { FragmentContext, SliceFragments } from '@site/shared-contracts/platform';
import { noJsDisclosure, noJsForm, searchIsland } from './search-island';

const iconSummary = html`<summary aria-label="Search">Search</summary>`;

/**
 * The header's search widgets (spec 2.3), one per width: the inline form with its page overlay from
 * 1024 px, the search icon with the splash overlay from 600 px, and the slide-style form (a full-screen
 * popover) below 600 px. Without JavaScript the icons are disclosure buttons around the same GET /search
 * form. The term of a results page stays in the boxes.
 *
 * They mount on 'interaction' (pointer over, focus in, touch), not when visible: the server's form already
 * searches, and the live panel's code (React included) is most of a page's JavaScript (issue 10's weight
 * budget), so a visitor who never reaches for the search never downloads it. The shell keeps what was typed
 * and the focus when the island replaces the form; a disclosure opened before that opens the widget.
 */
function headerSearch({ query }: FragmentContext): string {
  const term = query.s ?? '';
  const inline = searchIsland(
    { className: 'sss-header-search__inline', mount: 'interaction', props: { variant: 'inline', overlay: true } },
    noJsForm('site-search-input', term),
  );
  const splash = searchIsland(
    {
      className: 'sss-header-search__splash',
      mount: 'interaction event',
      props: { variant: 'splash' },
      events: 'search:open-splash',
    },
    noJsDisclosure(iconSummary, 'sss-splash-input', term),
  );
  const slide = searchIsland(
    { className: 'sss-header-search__slide', mount: 'interaction', props: { variant: 'slide' } },
    noJsDisclosure(iconSummary, 'sss-slide-input', term),
  );
  return String(html`<div class="sss-header-search">${inline}${splash}${slide}</div>`);
}

export const searchFragments: SliceFragments = { headerSearch };
