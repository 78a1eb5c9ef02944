import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useStore } from 'zustand';
import type { IslandProps } from '@site/shared-contracts/platform';
import { controllerOptions, parsePanelOptions, readFormMarkup } from '../search-core/panel-options';
import { createSearchController } from '../search-core/search-controller';
import { moveFocus } from './keyboard';
import { injectPanelStyles } from './panel-styles';
import { SearchField } from './search-field';
import { SearchPanel } from './search-panel';
import { statusText } from './status-text';
import { usePanelDismiss } from './use-panel-dismiss';
import { useTermShown } from './use-term-shown';

/** Performance mark set in the frame after a settled result set is committed (read by the paint bench). */
export const PANEL_PAINTED_MARK = 'sss:panel-painted';

function useController({ props, site, domElement }: Pick<IslandProps, 'props' | 'site' | 'domElement'>) {
  const [setup] = useState(() => {
    injectPanelStyles(domElement.ownerDocument);
    // The no-JS markup this island replaces: its input id and term, hidden post_type and exclude_* inputs.
    const noJsInput = domElement.querySelector<HTMLInputElement>('input[name="s"]');
    const own = props && typeof props === 'object' ? props : {};
    const options = parsePanelOptions({ ...readFormMarkup(domElement), ...own });
    const model = createSearchController(controllerOptions(options, site), noJsInput?.value ?? '');
    // Text typed into the no-JS form before the island mounted (it mounts on interaction) is searched as if
    // typed now; the server's own term (a results page's) is only shown.
    const typed = noJsInput && noJsInput.value !== noJsInput.defaultValue ? noJsInput.value : null;
    return { options, model, inputId: noJsInput?.id || 'site-search-input', typed };
  });
  useEffect(() => {
    if (setup.typed !== null) setup.model.input(setup.typed);
    return () => setup.model.dispose();
  }, [setup]);
  return setup;
}

/**
 * What a widget around the box may ask of it. A modal widget's Escape is the layer stack's, taken before the
 * form sees the key, so the widget hides the panel itself: the first Escape is still the panel's (spec 4.1).
 */
export type SearchBoxHandle = { hidePanel(): void };

type SearchBoxProps = Pick<IslandProps, 'props' | 'site' | 'domElement'> & { ref?: Ref<SearchBoxHandle> };

/** The inline search form and its live panel (spec 2.3 inline form, 4.1, 4.2); every variant wraps it. */
export function SearchBox({ ref, ...island }: SearchBoxProps) {
  const { options, model, inputId } = useController(island);
  const state = useStore(model.store);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const hide = useCallback(() => model.hide(), [model]);
  usePanelDismiss(formRef, panelRef, state.open, options.hideonscroll, hide);
  // Hidden also while a search runs, so its answers do not open the panel the visitor just dismissed; focus
  // inside the panel would be lost when it hides, so it goes back to the input.
  const hidePanel = useCallback(() => {
    if (panelRef.current?.contains(document.activeElement)) inputRef.current?.focus();
    model.hide();
  }, [model]);
  useImperativeHandle(ref, () => ({ hidePanel }), [hidePanel]);
  useTermShown(model, island.domElement.ownerDocument);

  useLayoutEffect(() => {
    if (state.settled === 0) return;
    const frame = requestAnimationFrame(() => performance.mark(PANEL_PAINTED_MARK));
    return () => cancelAnimationFrame(frame);
  }, [state.settled]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      const wasOpen = state.open;
      hidePanel();
      // Only an open panel consumes Escape; otherwise it still reaches the widget around the form.
      if (wasOpen) event.preventDefault();
      return;
    }
    if (moveFocus(event.key, inputRef.current, panelRef.current, document.activeElement)) event.preventDefault();
  };
  return (
    <form
      ref={formRef}
      role="search"
      action={options.action}
      method="get"
      className="sss-form search-box"
      onKeyDown={onKeyDown}
    >
      <label htmlFor={inputId} className="site-visually-hidden">
        Search
      </label>
      <SearchField inputRef={inputRef} inputId={inputId} panelId={panelId} state={state} model={model} />
      {options.post_types.map((t) => (
        <input key={t} type="hidden" name="post_type" value={t} />
      ))}
      {options.exclusions.map((e) => (
        <input key={e.name} type="hidden" name={e.name} value={e.value} />
      ))}
      <button type="submit" className="site-button search-box__submit">
        Search
      </button>
      <SearchPanel ref={panelRef} id={panelId} state={state} options={options} site={island.site} />
      <div role="status" className="site-visually-hidden">
        {statusText(state)}
      </div>
    </form>
  );
}
