import type { Sql } from '@site/shared-contracts/platform';
import { loopRows, loopVersion, type LoopRow } from '../data/loop-posts';
import { listTerms, type Term } from '../data/terms';

/** What a widget lists before any filter: one category's posts, rated posts only, or all. */
export type LoopScope = { categoryId?: number; rated?: boolean };
export type LoopOrder = 'newest' | 'rating';

/**
 * One taxonomy's filter with its slugs resolved: the chosen term ids and how they combine. `missing` says a
 * chosen slug is not a term (a stale or edited address): with AND nothing can match, with OR it adds nothing.
 */
export type TaxonomyCondition = { taxonomy: string; termIds: readonly number[]; join: 'AND' | 'OR'; missing: boolean };

/**
 * Every post's filterable facts in typed arrays, by position in the newest-first order: the loop grids filter,
 * count and page in memory (docs/decisions.md), then read the page's cards by id.
 */
export type LoopIndex = {
  terms: readonly Term[];
  ids: Int32Array;
  category: Int32Array;
  rated: Uint8Array;
  /** Positions of the rated posts, best rating first (newest first among equals). */
  byRating: Int32Array;
  /** Per term id, 1 at the positions of the posts that have it. */
  members: ReadonlyMap<number, Uint8Array>;
};

export function buildLoopIndex(rows: readonly LoopRow[], terms: readonly Term[]): LoopIndex {
  const n = rows.length;
  const ids = new Int32Array(n);
  const category = new Int32Array(n);
  const rated = new Uint8Array(n);
  const ratings = new Int16Array(n);
  const members = new Map<number, Uint8Array>();
  rows.forEach((row, position) => {
    ids[position] = row.id;
    category[position] = row.categoryId;
    rated[position] = row.rating === null ? 0 : 1;
    ratings[position] = row.rating ?? -1;
    for (const termId of row.termIds) {
      let set = members.get(termId);
      if (!set) members.set(termId, (set = new Uint8Array(n)));
      set[position] = 1;
    }
  });
  const byRating = Int32Array.from(rows.keys())
    .filter((position) => rated[position] === 1)
    .sort((a, b) => (ratings[b] ?? 0) - (ratings[a] ?? 0) || a - b);
  return { terms, ids, category, rated, byRating, members };
}

/** 1 at the positions a condition lets through; null when it filters nothing. */
function conditionMask(index: LoopIndex, c: TaxonomyCondition): Uint8Array | null {
  if (!c.termIds.length && !c.missing) return null;
  const n = index.ids.length;
  const mask = new Uint8Array(n);
  if (c.join === 'AND' ? c.missing : !c.termIds.length) return mask;
  if (c.taxonomy === 'category') {
    // One category per post: AND of two different categories matches nothing.
    const ids = c.join === 'AND' && new Set(c.termIds).size > 1 ? [] : c.termIds;
    for (let p = 0; p < n; p++) if (ids.includes(index.category[p] ?? 0)) mask[p] = 1;
    return mask;
  }
  const sets = c.termIds.map((id) => index.members.get(id) ?? new Uint8Array(n));
  if (c.join === 'OR') {
    for (const set of sets) for (let p = 0; p < n; p++) mask[p] = (mask[p] ?? 0) | (set[p] ?? 0);
    return mask;
  }
  mask.fill(1);
  for (const set of sets) for (let p = 0; p < n; p++) mask[p] = (mask[p] ?? 0) & (set[p] ?? 0);
  return mask;
}

function scopeMask(index: LoopIndex, scope: LoopScope): Uint8Array | null {
  if (scope.categoryId === undefined && !scope.rated) return null;
  const n = index.ids.length;
  const mask = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const inCategory = scope.categoryId === undefined || index.category[p] === scope.categoryId;
    mask[p] = inCategory && (!scope.rated || index.rated[p] === 1) ? 1 : 0;
  }
  return mask;
}

/** The positions every mask lets through (all of them when there is none). */
function both(n: number, masks: readonly (Uint8Array | null)[]): Uint8Array {
  const result = new Uint8Array(n).fill(1);
  for (const mask of masks) if (mask) for (let p = 0; p < n; p++) result[p] = (result[p] ?? 0) & (mask[p] ?? 0);
  return result;
}

export type LoopQuery = {
  scope: LoopScope;
  conditions: readonly TaxonomyCondition[];
  order: LoopOrder;
  page: number;
  perPage: number;
};

/** The ids of one page of a widget's posts under its filters, and how many match in all. */
export function queryLoop(index: LoopIndex, query: LoopQuery): { ids: number[]; total: number } {
  const n = index.ids.length;
  const matches = both(n, [scopeMask(index, query.scope), ...query.conditions.map((c) => conditionMask(index, c))]);
  const order = query.order === 'rating' ? index.byRating : null;
  const length = order ? order.length : n;
  const first = (query.page - 1) * query.perPage;
  const ids: number[] = [];
  let total = 0;
  for (let i = 0; i < length; i++) {
    const position = order ? (order[i] ?? 0) : i;
    if (matches[position] !== 1) continue;
    if (total >= first && ids.length < query.perPage) ids.push(index.ids[position] ?? 0);
    total++;
  }
  return { ids, total };
}

/**
 * Posts per term of each filtered taxonomy, under the widget's scope and the other taxonomies' filters; an
 * AND filter also under its own terms (the count says what choosing one more term leaves).
 */
export function countTerms(
  index: LoopIndex,
  scope: LoopScope,
  conditions: readonly TaxonomyCondition[],
): Map<string, Map<number, number>> {
  const n = index.ids.length;
  const inScope = scopeMask(index, scope);
  const masks = conditions.map((c) => conditionMask(index, c));
  const counts = new Map<string, Map<number, number>>();
  conditions.forEach((own, i) => {
    const matches = both(n, [inScope, ...masks.filter((_, j) => j !== i || own.join === 'AND')]);
    const tally = new Map<number, number>();
    if (own.taxonomy === 'category') {
      for (let p = 0; p < n; p++) {
        const id = index.category[p] ?? 0;
        if (matches[p] === 1) tally.set(id, (tally.get(id) ?? 0) + 1);
      }
    } else {
      for (const term of index.terms) {
        const set = term.taxonomy === own.taxonomy ? index.members.get(term.id) : undefined;
        if (!set) continue;
        let count = 0;
        for (let p = 0; p < n; p++) count += (matches[p] ?? 0) & (set[p] ?? 0);
        tally.set(term.id, count);
      }
    }
    counts.set(own.taxonomy, tally);
  });
  return counts;
}

const cache = new WeakMap<Sql, { token: string; index: Promise<LoopIndex> }>();

/**
 * The index for the database as it is now: rebuilt when the loop version token changed (any write to posts,
 * categories, tags or stores, from any process), else the one built before. One tiny query per use.
 */
export async function loopIndex(db: Sql): Promise<LoopIndex> {
  const token = await loopVersion(db);
  const hit = cache.get(db);
  if (hit?.token === token) return hit.index;
  const index = Promise.all([loopRows(db), listTerms(db)]).then(([rows, terms]) => buildLoopIndex(rows, terms));
  cache.set(db, { token, index });
  // A failed build is not kept: the next request tries again.
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db);
  });
  return index;
}
