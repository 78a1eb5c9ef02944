import type { MouseEvent, Ref } from 'react';
import type { SiteConfig } from '@site/shared-contracts/platform';
import type { SearchBoxProps } from '@site/shared-contracts/search';
import type { SearchState } from '../search-core/search-controller';
import { reportSettled } from '../search-core/settled-report';
import { ItemGroup, SuggestionGroup, TaxonomyGroups } from './panel-groups';
import { safeNodes } from './safe-html';

type SearchPanelProps = {
  ref: Ref<HTMLDivElement>;
  id: string;
  state: SearchState;
  options: SearchBoxProps;
  site: SiteConfig;
};

/** The live results panel under the input (spec 4.1, 4.2): suggestions, taxonomies, the widget panel, item groups. */
export function SearchPanel({ ref, id, state, options, site }: SearchPanelProps) {
  // Spec 4.1: hovering a result focuses it.
  const onMouseOver = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (link && link !== document.activeElement) link.focus({ preventScroll: true });
  };
  // A clicked result (or Enter on it) settles the search: the one signal besides a results page that suggestions
  // learn from, never the keystrokes themselves.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('.search-box__item a');
    const title = link?.querySelector('.search-box__title')?.textContent;
    if (title) reportSettled(site.restBase, state.term, title);
  };
  const view = {
    dateFormat: options.date_format ?? site.dateFormat ?? 'F j, Y',
    locale: site.locale ?? 'en',
  };
  return (
    <div
      ref={ref}
      id={id}
      className="search-box__panel"
      hidden={!state.open}
      data-term={state.term}
      onMouseOver={onMouseOver}
      onClick={onClick}
    >
      <SuggestionGroup
        suggestions={state.suggestions}
        term={state.term}
        action={options.action}
        postType={options.post_types[0]}
      />
      <TaxonomyGroups terms={state.taxonomies} />
      {state.widgetHtml ? (
        <div className="search-box__widget-panel">{safeNodes(state.widgetHtml, { links: true })}</div>
      ) : null}
      {state.groups.map((g) => (
        <ItemGroup
          key={g.settings.post_type}
          group={g}
          view={view}
          seeAll={options.labels.see_all}
          label={options.labels.content_types[g.settings.post_type] ?? g.settings.post_type}
        />
      ))}
    </div>
  );
}
