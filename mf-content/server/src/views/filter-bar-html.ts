import { html, join, type Html } from '@site/platform-kit/html';
import {
  LOOP_FILTER_ALL,
  filterState,
  filterUrl,
  toggleTerm,
  widgetPage,
  type LoopFilterState,
} from '@site/shared-contracts/content';
import type { LoopView } from '../loop/load-loop';

const JOIN_HINT = { AND: 'all of', OR: 'any of', DISABLED: 'one' } as const;

/** The filter bar's page number (reference `data-page-num`): the listing's own page, 1 for other pagination. */
const pageNum = (view: LoopView) =>
  view.widget.pagination === 'paged' ? widgetPage(view.url, view.widget.id, 'paged') : 1;

/** The address after one filter of the widget takes `terms` (spec 2.6), built on the page's address. */
export function filteredUrl(view: LoopView, index: number, terms: readonly string[], page = pageNum(view)): string {
  const { widget, url } = view;
  const filters: LoopFilterState[] = view.filters.map((state, i) => {
    const setting = view.settings[i];
    return i === index && setting ? filterState(setting, terms) : state;
  });
  return filterUrl({
    current: url,
    widgets: { [widget.id]: filters },
    changed: widget.id,
    baseUrl: url,
    pageNum: page,
  });
}

/** The address with every filter of the widget cleared. */
export function clearedUrl(view: LoopView): string {
  return filterUrl({
    current: view.url,
    widgets: { [view.widget.id]: view.filters.map((s) => ({ ...s, filterData: { ...s.filterData, terms: [] } })) },
    changed: view.widget.id,
    baseUrl: view.url,
    pageNum: pageNum(view),
  });
}

function termLink(options: { href: string; taxonomy: string; value: string; label: Html; active: boolean }): Html {
  return html`<li><a class="content-filter__term" href="${options.href}" data-taxonomy="${options.taxonomy}" data-filter="${options.value}"${options.active && html` aria-current="true"`}>${options.label}</a></li>`;
}

/**
 * A widget's filter bar: per taxonomy, 'All' and every term with its count, each a plain link to the address
 * that choice gives (the no-JavaScript filter; the island turns a click into a refresh). The chosen terms carry
 * aria-current.
 */
export function filterBarHtml(view: LoopView): Html | null {
  if (!view.settings.length) return null;
  const page = pageNum(view);
  const groups = view.settings.map((setting, i) => {
    const terms = view.filters[i]?.filterData.terms ?? [];
    const label = view.widget.filters[i]?.label ?? setting.taxonomy;
    const labelId = `content-filter-${setting.filterId}`;
    const all = termLink({
      href: filteredUrl(view, i, [], page),
      taxonomy: setting.taxonomy,
      value: LOOP_FILTER_ALL,
      label: html`All`,
      active: terms.length === 0,
    });
    const choices = (view.choices[i] ?? []).map((term) =>
      termLink({
        href: filteredUrl(view, i, toggleTerm(terms, term.slug, setting.operator, LOOP_FILTER_ALL), page),
        taxonomy: setting.taxonomy,
        value: term.slug,
        label: html`${term.name} <span class="content-filter__count">${term.count}</span>`,
        active: terms.includes(term.slug),
      }),
    );
    return html`<div class="content-filter__group" data-filter-id="${setting.filterId}" data-operator="${setting.operator}">
<span class="content-filter__label" id="${labelId}">${label} <small>(${JOIN_HINT[setting.operator]})</small></span>
<ul class="content-filter__terms" aria-labelledby="${labelId}">${join([all, ...choices], '')}</ul>
</div>`;
  });
  return html`<nav class="content-filter" aria-label="Filter ${view.widget.title.toLowerCase()}">
${join(groups, '\n')}
</nav>`;
}
