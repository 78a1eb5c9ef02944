import { useId } from 'react';
import { REFOCUS_MS } from '@site/shared-contracts/search';
import { SearchBox } from '../search-box/search-box';
import { noJsDisclosureOpen } from './no-js-disclosure';
import { Opener } from './widget-controls';
import { useWidgetToggle } from './use-widget-toggle';
import type { WidgetProps } from './widget-types';

/**
 * Spec 2.3 'reveal' button, speech-bubble style: the button toggles the search box open and closed. The open
 * bubble is a layer of the page's stack that is not modal: automatic popups wait while it is open, and the
 * phone's Back closes it below 1024 px.
 */
export function RevealSearch(props: WidgetProps) {
  const toggle = useWidgetToggle({
    focusDelay: REFOCUS_MS,
    outside: 'close',
    initial: () => (noJsDisclosureOpen(props.domElement) ? { modal: false } : null),
    layers: props.layers,
    kind: 'reveal',
  });
  const id = useId();
  const active = toggle.mode !== null;
  return (
    <div className={active ? 'sss-reveal sss-reveal--active' : 'sss-reveal'} onKeyDown={toggle.onKeyDown}>
      <Opener
        toggle={toggle}
        className="sss-reveal__button"
        label="Quick search"
        controls={id}
        onClick={toggle.toggle}
      />
      <div id={id} ref={toggle.boxRef} className="sss-reveal__bubble" hidden={!active}>
        <SearchBox {...props} ref={toggle.searchRef} />
      </div>
    </div>
  );
}
