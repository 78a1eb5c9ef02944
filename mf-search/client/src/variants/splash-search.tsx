import { useId } from 'react';
import { useBusEvent } from '@site/platform-kit/island';
import type { IslandProps } from '@site/shared-contracts/platform';
import { SPLASH_FOCUS_DELAY_MS } from '@site/shared-contracts/search';
import { SearchBox } from '../search-box/search-box';
import { noJsDisclosureOpen } from './no-js-disclosure';
import { CloseButton, ModalBox, Opener } from './widget-controls';
import { useWidgetToggle } from './use-widget-toggle';
import type { WidgetProps } from './widget-types';

/**
 * Spec 2.3 header search splash overlay: the search icon (or a `search:open-splash` event) opens it,
 * the input takes focus after 600 ms, it has a close button, and a click outside the search box
 * clears the term and closes the live results with it. A modal layer of the page's stack, the overlay its
 * root: the phone's Back closes it below 1024 px.
 */
export function SplashSearch(props: WidgetProps & Pick<IslandProps, 'bus'>) {
  const toggle = useWidgetToggle({
    focusDelay: SPLASH_FOCUS_DELAY_MS,
    outside: 'clear',
    initial: () => (noJsDisclosureOpen(props.domElement) ? { modal: true } : null),
    layers: props.layers,
    kind: 'splash',
  });
  const titleId = useId();
  const { open } = toggle;
  // Subscribed before mount resolves, so the event that mounted the island is not missed.
  useBusEvent(props.bus, 'search:open-splash', () => open({ modal: true }));
  return (
    <div className="sss-splash" onKeyDown={toggle.onKeyDown}>
      <Opener
        toggle={toggle}
        className="sss-splash__button"
        label="Search"
        dialog
        onClick={() => open({ modal: true })}
      />
      <div ref={toggle.scrimRef} hidden={!toggle.mode} className="sss-splash__overlay">
        <ModalBox toggle={toggle} className="sss-splash__box" titleId={titleId}>
          <h2 id={titleId} className="site-visually-hidden">
            Search
          </h2>
          <SearchBox {...props} ref={toggle.searchRef} />
          <CloseButton label="Close search" onClose={toggle.close} />
        </ModalBox>
      </div>
    </div>
  );
}
