import { useId, type ReactNode } from 'react';
import type { ItemSearchResponse, TaxonomyResponse } from '@site/shared-contracts/search';
import { suggestionUrl } from '../format/search-url';
import { highlight } from './highlight';
import { ResultItem, type ItemView } from './result-item';

/** A labelled group of links (role=group + aria-labelledby on its heading). */
type GroupProps = {
  label: string;
  className: string;
  children: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  hideLabel?: boolean;
};

function Group({ label, className, children, before, after, hideLabel }: GroupProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={`search-box__group ${className}`}>
      <h3 id={id} className={hideLabel ? 'site-visually-hidden' : 'search-box__heading'}>
        {label}
      </h3>
      {before}
      <ul>{children}</ul>
      {after}
    </div>
  );
}

export function SuggestionGroup({
  suggestions,
  term,
  action,
  postType,
}: {
  suggestions: string[];
  term: string;
  action: string;
  postType?: string;
}) {
  if (suggestions.length === 0) return null;
  return (
    // The spec's panel shows suggestions without a heading; the label is for assistive technology only.
    <Group label="Suggestions" className="search-box__suggestions" hideLabel>
      {suggestions.map((s) => (
        <li key={s}>
          <a href={suggestionUrl(action, s, postType)}>
            {highlight(s, term).map((seg, i) => (seg.bold ? <b key={i}>{seg.text}</b> : seg.text))}
          </a>
        </li>
      ))}
    </Group>
  );
}

/** Spec 3.4: terms grouped under taxonomypluralname; a product category shows its description in brackets. */
export function TaxonomyGroups({ terms }: { terms: TaxonomyResponse }) {
  const groups = new Map<string, TaxonomyResponse>();
  for (const t of terms) groups.set(t.taxonomypluralname, [...(groups.get(t.taxonomypluralname) ?? []), t]);
  return (
    <>
      {[...groups].map(([label, list]) => (
        <Group key={label} label={label} className="search-box__taxonomy">
          {list.map((t) => (
            <li key={t.url}>
              <a href={t.url}>
                {t.taxitem === 'product_cat' && t.description ? `${t.name} (${t.description})` : t.name}
              </a>
            </li>
          ))}
        </Group>
      ))}
    </>
  );
}

/** Spec 4.2 item group: at most numitems, grid or list, 'see all' at the top or the bottom. */
export function ItemGroup({
  group,
  label,
  seeAll,
  view,
}: {
  group: ItemSearchResponse;
  label: string;
  seeAll: string;
  view: ItemView;
}) {
  const { settings } = group;
  const results = group.results.slice(0, settings.numitems);
  if (results.length === 0) return null;
  const link = (
    <a className="search-box__see-all" href={group.search_link}>
      {seeAll}
    </a>
  );
  const layout = settings.display_template === 'grid' ? 'search-box__items--grid' : 'search-box__items--list';
  return (
    <Group
      label={label}
      className={`search-box__items ${layout} search-box__group--${settings.post_type}`}
      before={settings.seeall === 'top' ? link : null}
      after={settings.seeall === 'bottom' ? link : null}
    >
      {results.map((r) => (
        <ResultItem key={r.permalink} result={r} settings={settings} view={view} />
      ))}
    </Group>
  );
}
