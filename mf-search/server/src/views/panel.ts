import { html, type Html } from '@site/platform-kit/html';
import type { SearchPostType } from '@site/shared-contracts/search';
import type { DocumentRow } from '../data/documents';
import type { TermRow } from '../data/terms';
import { searchLink } from './item-result';
import { TYPE_LABEL } from './results-navigation';

export type PanelModel = {
  term: string;
  suggestions: string[];
  terms: TermRow[];
  groups: { type: SearchPostType; rows: DocumentRow[] }[];
};

const group = (label: string, links: Html[], after?: Html) =>
  html`<section class="sss-panel__group" aria-label="${label}"><ul>${links}</ul>${after}</section>`;

/** Spec 7.1 panel markup: suggestions, taxonomy terms, then one item group per content type with results. */
export function renderPanel({ term, suggestions, terms, groups }: PanelModel): Html {
  const parts = [
    suggestions.length > 0 &&
      group(
        'Suggestions',
        suggestions.map((s) => html`<li><a href="${searchLink(s)}">${s}</a></li>`),
      ),
    terms.length > 0 &&
      group(
        'Categories',
        terms.map((t) => html`<li><a href="${t.url}">${t.name}</a> <span>${t.taxonomy_plural_name}</span></li>`),
      ),
    groups
      .filter((g) => g.rows.length > 0)
      .map(({ type, rows }) => {
        const label = TYPE_LABEL[type].many;
        return group(
          label,
          rows.map((r) => html`<li><a href="${r.url}">${r.title}</a></li>`),
          html`
<a class="sss-panel__see-all" href="${searchLink(term, type)}">See all ${label.toLowerCase()}</a>`,
        );
      }),
  ];
  return html`<div class="sss-panel">${parts}</div>`;
}
