import type { Sql } from '@site/shared-contracts/platform';
import type { LoopFilterSetting, LoopFilterState } from '@site/shared-contracts/content';
import { cardsByIds } from '../data/loop-posts';
import type { PostCard } from '../data/posts';
import type { Term } from '../data/terms';
import { countTerms, loopIndex, queryLoop, type TaxonomyCondition } from './loop-index';
import { filterSettings, type LoopWidget } from './widgets';

/** A term as the filter bar shows it, with how many posts it would list. */
export type TermChoice = { slug: string; name: string; count: number };

/** Everything a widget's markup is built from. */
export type LoopView = {
  widget: LoopWidget;
  postId: number;
  /** The page's address: every link of the widget is built on it. */
  url: string;
  settings: readonly LoopFilterSetting[];
  filters: readonly LoopFilterState[];
  /** The terms of each filter's taxonomy, in the order of `settings`. */
  choices: readonly (readonly TermChoice[])[];
  posts: readonly PostCard[];
  total: number;
  page: number;
  totalPages: number;
};

export type LoopRequest = {
  postId: number;
  url: string;
  /** One state per filter setting, in order (from the address or a refresh body). */
  filters: readonly LoopFilterState[];
  page: number;
  perPage?: number;
};

function condition(state: LoopFilterState, terms: readonly Term[]): TaxonomyCondition {
  const { selectedTaxonomy, terms: slugs, logicalJoin } = state.filterData;
  const ids = slugs.flatMap((slug) => terms.find((t) => t.taxonomy === selectedTaxonomy && t.slug === slug)?.id ?? []);
  return {
    taxonomy: selectedTaxonomy,
    termIds: ids,
    join: logicalJoin === 'OR' ? 'OR' : 'AND',
    missing: ids.length < slugs.length,
  };
}

/** A widget's page and its filter counts, from the loop index; the page's cards are read by id. */
export async function loadLoop(db: Sql, widget: LoopWidget, request: LoopRequest): Promise<LoopView> {
  const settings = filterSettings(widget);
  const index = await loopIndex(db);
  const { terms } = index;
  const conditions = request.filters.map((state) => condition(state, terms));
  const perPage = request.perPage ?? widget.perPage;
  const { ids, total } = queryLoop(index, {
    scope: widget.scope,
    conditions,
    order: widget.order,
    page: request.page,
    perPage,
  });
  const counts = countTerms(index, widget.scope, conditions);
  const posts: PostCard[] = await cardsByIds(db, ids);
  const choices = settings.map((setting) =>
    terms
      .filter((t) => t.taxonomy === setting.taxonomy)
      .map((t) => ({ slug: t.slug, name: t.name, count: counts.get(setting.taxonomy)?.get(t.id) ?? 0 })),
  );
  return {
    widget,
    postId: request.postId,
    url: request.url,
    settings,
    filters: request.filters,
    choices,
    posts,
    total,
    page: request.page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
  };
}
