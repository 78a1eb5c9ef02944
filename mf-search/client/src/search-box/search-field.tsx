import type { RefObject } from 'react';
import type { SearchController, SearchState } from '../search-core/search-controller';

type SearchFieldProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  inputId: string;
  panelId: string;
  state: SearchState;
  model: SearchController;
};

/** The combobox input that drives the panel (spec 4.1), and its clear button, shown while there is text. */
export function SearchField({ inputRef, inputId, panelId, state, model }: SearchFieldProps) {
  const clear = () => {
    model.clear();
    inputRef.current?.focus();
  };
  return (
    <span className="search-box__field">
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="s"
        value={state.input}
        placeholder="Search deals, products, posts"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={panelId}
        aria-expanded={state.open}
        aria-busy={state.searching}
        className={state.searching ? 'search-box__input search-box__input--searching' : 'search-box__input'}
        onChange={(e) => model.input(e.target.value)}
        onPaste={() => model.paste(() => inputRef.current?.value ?? '')}
        onFocus={model.show}
        onClick={model.show}
      />
      <button
        type="button"
        className="search-box__clear"
        aria-label="Clear search"
        hidden={state.input === ''}
        onClick={clear}
      >
        ×
      </button>
    </span>
  );
}
