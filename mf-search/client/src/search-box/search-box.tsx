import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import type { IslandProps, ItemSearchResponse } from '@site/shared-contracts';
// Single contract files, not the package index: the index would bundle every team's schemas into this remote.
import { sssSearchBoxPropsSchema } from '../../../../shared-contracts/src/search-extra/search-params';
import { highlight, suggestionUrl } from './highlight';
import { createSearchBox, type SearchBoxModel } from './search-store';

const GROUP_LABEL: Record<string, string> = { product: 'Products', post: 'Posts', offer: 'Offers' };

function ItemGroup({ group }: { group: ItemSearchResponse }) {
  const { settings } = group;
  const results = group.results.slice(0, settings.numitems);
  if (results.length === 0) return null;
  const seeAll = <a className="search-box__see-all" href={group.search_link}>See all</a>;
  return (
    <section className={`search-box__group search-box__group--${settings.post_type}`}>
      <h3>{GROUP_LABEL[settings.post_type] ?? settings.post_type}</h3>
      {settings.seeall === 'top' ? seeAll : null}
      <ul>
        {results.map((r) => (
          <li key={r.permalink}>
            <a href={r.permalink}>{r.title}</a>
          </li>
        ))}
      </ul>
      {settings.seeall === 'bottom' ? seeAll : null}
    </section>
  );
}

/** Arrow keys move between the panel's links (spec 4.1); the input hands focus to the first one. */
function moveFocus(form: HTMLFormElement, event: KeyboardEvent, model: SearchBoxModel) {
  if (event.key === 'Escape') {
    model.hide();
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...form.querySelectorAll<HTMLAnchorElement>('.search-box__panel a')];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
  event.preventDefault();
  if (next < 0) form.querySelector<HTMLInputElement>('input[name="s"]')?.focus();
  else links[next]?.focus();
}

/** The header's inline search: the same GET /search form, plus the live panel. */
export function SearchBox({ props, site, domElement }: Pick<IslandProps, 'props' | 'site' | 'domElement'>) {
  const options = sssSearchBoxPropsSchema.parse(props ?? {});
  // The server already put the current term into the no-JS input; keep it.
  const [model] = useState(() =>
    createSearchBox(
      { restBase: site.restBase, delay: options.keyboard_delay, postTypes: options.ajax_post_types, slashReplacement: options.slash_replacement },
      domElement.querySelector<HTMLInputElement>('input[name="s"]')?.value ?? '',
    ),
  );
  const state = useStore(model.store);
  const formRef = useRef<HTMLFormElement>(null);
  const panelId = useId();

  useEffect(() => {
    const outside = (event: Event) => {
      if (!formRef.current?.contains(event.target as Node)) model.hide();
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      model.dispose();
    };
  }, [model]);

  const items = state.groups.reduce((n, g) => n + Math.min(g.results.length, g.settings.numitems), 0);
  return (
    <form ref={formRef} role="search" action={options.action} method="get" className="site-search-form search-box"
      onKeyDown={(e) => formRef.current && moveFocus(formRef.current, e, model)}>
      <label htmlFor="site-search-input" className="site-visually-hidden">Search</label>
      <input id="site-search-input" type="search" name="s" value={state.term} placeholder="Search deals, products, posts" autoComplete="off"
        aria-controls={panelId} aria-expanded={state.open} aria-busy={state.searching}
        className={state.searching ? 'search-box__input search-box__input--searching' : 'search-box__input'}
        onChange={(e) => model.input(e.target.value)} onFocus={model.show} onClick={model.show} />
      <button type="submit">Search</button>
      <div id={panelId} className="search-box__panel" hidden={!state.open}>
        {state.suggestions.length > 0 ? (
          <ul className="search-box__suggestions">
            {state.suggestions.map((s) => (
              <li key={s}>
                <a href={suggestionUrl(options.action, s)}>
                  {highlight(s, state.term).map((seg, i) => (seg.bold ? <b key={i}>{seg.text}</b> : seg.text))}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {state.groups.map((g) => <ItemGroup key={g.settings.post_type} group={g} />)}
      </div>
      <div className="site-visually-hidden" aria-live="polite">
        {state.open ? `${state.suggestions.length} suggestions, ${items} results` : ''}
      </div>
    </form>
  );
}
