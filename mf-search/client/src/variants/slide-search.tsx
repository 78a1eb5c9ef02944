import { useId } from 'react';
import { MOBILE_BREAKPOINT_PX, REFOCUS_MS } from '@site/shared-contracts/search';
import { SearchBox } from '../search-box/search-box';
import { noJsDisclosureOpen } from './no-js-disclosure';
import { CloseButton, Opener } from './widget-controls';
import { useWidgetToggle } from './use-widget-toggle';
import type { WidgetProps } from './widget-types';

/** Spec 9: the slide-style form becomes a full-screen popover below 600 px. */
export const isMobileWidth = (win: Window = window): boolean => win.innerWidth < MOBILE_BREAKPOINT_PX;

/**
 * Spec 2.3 slide-style form: the button slides the form open; under 600 px it opens as a full-screen
 * popover dialog with a close button, a modal layer of the page's stack, the page held still behind it.
 * Either way the phone's Back closes it below 1024 px.
 */
export function SlideSearch(props: WidgetProps) {
  const toggle = useWidgetToggle({
    focusDelay: REFOCUS_MS,
    outside: 'close',
    initial: () => (noJsDisclosureOpen(props.domElement) ? { modal: isMobileWidth(), lock: isMobileWidth() } : null),
    layers: props.layers,
    kind: 'slide',
  });
  const id = useId();
  const modal = toggle.mode?.modal ?? false;
  const onOpen = () => {
    if (toggle.mode) return toggle.close();
    toggle.open({ modal: isMobileWidth(), lock: isMobileWidth() });
  };
  return (
    <div className={toggle.mode ? 'sss-slide sss-slide--active' : 'sss-slide'} onKeyDown={toggle.onKeyDown}>
      <Opener toggle={toggle} className="sss-slide__button" label="Search" controls={id} onClick={onOpen} />
      <div
        id={id}
        ref={toggle.boxRef}
        hidden={!toggle.mode}
        tabIndex={-1}
        className={modal ? 'sss-slide__panel sss-slide__panel--popover' : 'sss-slide__panel'}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        aria-label={modal ? 'Search' : undefined}
      >
        {modal ? <CloseButton label="Close search" onClose={toggle.close} /> : null}
        <SearchBox {...props} ref={toggle.searchRef} />
      </div>
    </div>
  );
}
