import { useId } from 'react';
import { SearchBox } from '../search-box/search-box';
import { noJsDisclosureOpen } from './no-js-disclosure';
import { CloseButton, ModalBox, Opener } from './widget-controls';
import { useWidgetToggle } from './use-widget-toggle';
import type { WidgetProps } from './widget-types';

/**
 * Spec 2.3 popup search form: a modal dialog over a dimmed page; the backdrop, close button and Escape close it.
 * A modal layer of the page's stack, rooted on the backdrop and the dialog (not the button, which gets focus
 * back); the phone's Back closes it below 1024 px.
 */
export function PopupSearch(props: WidgetProps) {
  // A dialog takes focus itself at once, so the input can follow immediately.
  const toggle = useWidgetToggle({
    focusDelay: 0,
    outside: 'close',
    initial: () => (noJsDisclosureOpen(props.domElement) ? { modal: true, lock: true } : null),
    layers: props.layers,
    kind: 'popup',
  });
  const titleId = useId();
  return (
    <div className="sss-popup" onKeyDown={toggle.onKeyDown}>
      <Opener
        toggle={toggle}
        className="sss-popup__button"
        dialog
        onClick={() => toggle.open({ modal: true, lock: true })}
      >
        {' Search'}
      </Opener>
      {/* No box of its own: the backdrop and the dialog are both fixed. */}
      <div ref={toggle.scrimRef} className="sss-popup__layer">
        {toggle.mode ? <div className="sss-backdrop" aria-hidden="true" /> : null}
        <ModalBox toggle={toggle} className="sss-popup__dialog" titleId={titleId} hidden={!toggle.mode}>
          <h2 id={titleId} className="sss-popup__title">
            Search the site
          </h2>
          <CloseButton label="Close search" onClose={toggle.close} />
          <SearchBox {...props} ref={toggle.searchRef} />
        </ModalBox>
      </div>
    </div>
  );
}
