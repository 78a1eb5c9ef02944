import type { Sql } from '@site/shared-contracts/platform';
import { titleWords } from '../index-build/prefix-buckets';
import { bodyOnlyRanks, rowsByRank, type DocumentRow } from '../data/documents';
import type { ExcludedTerms, SearchMatch } from './search-match';
import type { IndexMemory } from './index-memory';
import { titleCandidates } from './title-candidates';

/** At most this many title candidates are read per request; past it the page says "more than". */
const MAX_SCANNED = 3000;
/** Body-only matches: at most this many past the page asked for are read. */
const BODY_EXTRA = 50;

export type ItemQuery = {
  match: SearchMatch;
  postType: string;
  excluded: ExcludedTerms;
  limit: number;
  offset: number;
};

export type ItemPage = {
  rows: DocumentRow[];
  /** Matches found: title matches, then body-only ones when they were reached. */
  total: number;
  /** False when `total` is a lower bound (the reads above were capped). */
  exact: boolean;
};

/** Every typed word starts a word of the title. */
export function inTitle(row: Pick<DocumentRow, 'title'>, words: readonly string[]): boolean {
  const title = titleWords(row.title);
  return words.every((w) => title.some((t) => t.startsWith(w)));
}

/** 0: the title starts with the first word; 1: every word in the title; 2: body only. */
export function tierOf(row: Pick<DocumentRow, 'title'>, words: readonly string[]): number {
  if (!inTitle(row, words)) return 2;
  return titleWords(row.title)[0]?.startsWith(words[0] ?? '') ? 0 : 1;
}

export function isExcluded(row: Pick<DocumentRow, 'term_ids'>, excluded: ExcludedTerms): boolean {
  return excluded.some((e) => (row.term_ids[e.taxonomy] ?? []).some((id) => e.ids.includes(id)));
}

/**
 * Relevance order: titles starting with the first word, other title matches (both by popularity),
 * then documents with the words only in the body. Title matches come from the prefix lists, so a
 * 3-letter prefix matching 8 000 titles reads only the rows of the page asked for.
 */
export async function findItems(db: Sql, memory: IndexMemory, q: ItemQuery): Promise<ItemPage> {
  const want = q.offset + q.limit;
  const { words } = q.match;
  const filtered = q.excluded.length > 0;
  const title = await titleCandidates(memory, q.postType, words, want, filtered);
  const found: DocumentRow[] = [];
  let position = 0;
  let chunk = title.check.length || filtered ? Math.max(want * 2, 50) : want;
  while (found.length < want && position < title.size && position < MAX_SCANNED) {
    const ranks = title.ranks(position, Math.min(chunk, MAX_SCANNED - position));
    if (ranks.length === 0) break;
    position += ranks.length;
    const rows = await rowsByRank(db, q.postType, ranks);
    for (const row of rows) {
      if (title.check.length && !inTitle(row, title.check)) continue;
      if (!isExcluded(row, q.excluded)) found.push(row);
    }
    if (rows.length < ranks.length) break; // ran past the last rank of a full scan
    chunk = Math.min(chunk * 2, 1000);
  }
  const titleExhausted =
    position >= title.size || (title.size === Infinity && found.length < want && position < MAX_SCANNED);
  if (!titleExhausted || found.length >= want) {
    // More title matches than the page needs: body-only matches are not counted (they come later anyway).
    const total = title.exact && !filtered ? title.total : Math.max(found.length, title.total);
    return { rows: found.slice(q.offset, want), total, exact: title.exact && !filtered };
  }
  // Exclusions are checked on the rows, so read a few more body-only ranks than the page needs.
  const limit = want - found.length + (filtered ? BODY_EXTRA * 4 : BODY_EXTRA);
  const ranks = await bodyOnlyRanks(db, q.postType, q.match.tsquery, q.match.titleTsquery, limit);
  const skip = new Set(found.map((r) => r.rank));
  const body = await rowsByRank(
    db,
    q.postType,
    ranks.filter((r) => !skip.has(r)).slice(0, want - found.length + (filtered ? BODY_EXTRA * 4 : 0)),
  );
  for (const row of body) if (!inTitle(row, words) && !isExcluded(row, q.excluded)) found.push(row);
  return {
    rows: found.slice(q.offset, want),
    total: found.length + Math.max(0, ranks.length - body.length),
    exact: ranks.length < limit,
  };
}

/** Up to `cap` matching ranks in relevance order, for re-sorting by another column in SQL. */
export async function relevantRanks(
  db: Sql,
  memory: IndexMemory,
  match: SearchMatch,
  postType: string,
  cap: number,
): Promise<number[]> {
  const title = await titleCandidates(memory, postType, match.words, cap, false);
  const ranks = title.check.length
    ? (await findItems(db, memory, { match, postType, excluded: [], limit: cap, offset: 0 })).rows.map((r) => r.rank)
    : title.ranks(0, cap);
  if (ranks.length >= cap || title.check.length) return ranks;
  return ranks.concat(await bodyOnlyRanks(db, postType, match.tsquery, match.titleTsquery, cap - ranks.length));
}
