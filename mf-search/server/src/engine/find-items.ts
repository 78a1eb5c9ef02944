import type { Sql } from '@site/shared-contracts/platform';
import { titleWords } from '../index-build/prefix-buckets';
import { candidatesByRank, rowsByRank, type CandidateRow, type DocumentRow } from '../data/documents';
import { bodyOnlyRanks } from './body-matches';
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
  /** Whether the title matches among `total` were all counted (false: a word had to be checked row by row). */
  titleExact: boolean;
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

export function isExcluded(row: Pick<CandidateRow, 'term_ids'>, excluded: ExcludedTerms): boolean {
  return excluded.some((e) => (row.term_ids[e.taxonomy] ?? []).some((id) => e.ids.includes(id)));
}

/**
 * Relevance order: titles starting with the first word, other title matches (both by popularity),
 * then documents with the words only in the body. Title matches come from the prefix lists, so a
 * 3-letter prefix matching 8 000 titles reads only the rows of the page asked for. Candidates that must
 * still be checked (a word too common to intersect, exclusions) are read as titles and terms only.
 */
export async function findItems(db: Sql, memory: IndexMemory, q: ItemQuery): Promise<ItemPage> {
  const { ranks, ...counts } = await findItemRanks(db, memory, q);
  return { rows: await rowsByRank(db, q.postType, ranks.slice(q.offset)), ...counts };
}

/** What findItems finds, as ranks from the first match to the last of the page (rows not read yet). */
export async function findItemRanks(
  db: Sql,
  memory: IndexMemory,
  q: ItemQuery,
): Promise<Omit<ItemPage, 'rows'> & { ranks: number[] }> {
  const want = q.offset + q.limit;
  const { words } = q.match;
  const filtered = q.excluded.length > 0;
  const title = await titleCandidates(memory, q.postType, words, want, filtered);
  const keep = (row: CandidateRow, check: readonly string[]) =>
    (check.length === 0 || inTitle(row, check)) && !isExcluded(row, q.excluded);
  let found: number[] = [];
  let position = 0;
  if (title.check.length === 0 && !filtered) {
    found = title.ranks(0, want);
    position = found.length;
  } else {
    let chunk = Math.max(want * 2, 50);
    while (found.length < want && position < title.size && position < MAX_SCANNED) {
      const ranks = title.ranks(position, Math.min(chunk, MAX_SCANNED - position));
      if (ranks.length === 0) break;
      position += ranks.length;
      const rows = await candidatesByRank(db, q.postType, ranks);
      for (const row of rows) if (keep(row, title.check)) found.push(row.rank);
      if (rows.length < ranks.length) break; // ran past the last rank of a full scan
      chunk = Math.min(chunk * 2, 1000);
    }
  }
  const titleExhausted =
    position >= title.size || (title.size === Infinity && found.length < want && position < MAX_SCANNED);
  if (!titleExhausted || found.length >= want) {
    // More title matches than the page needs: body-only matches are not counted (they come later anyway).
    const total = title.exact && !filtered ? title.total : Math.max(found.length, title.total);
    return { ranks: found.slice(0, want), total, exact: title.exact && !filtered, titleExact: title.exact };
  }
  // Exclusions are checked on the rows, so read a few more body-only ranks than the page needs.
  const limit = want - found.length + (filtered ? BODY_EXTRA * 4 : BODY_EXTRA);
  const ranks = await bodyOnlyRanks(db, memory, q.match, q.postType, limit);
  const skip = new Set(found);
  const body = await candidatesByRank(
    db,
    q.postType,
    ranks.filter((r) => !skip.has(r)).slice(0, want - found.length + (filtered ? BODY_EXTRA * 4 : 0)),
  );
  for (const row of body) if (!inTitle(row, words) && !isExcluded(row, q.excluded)) found.push(row.rank);
  return {
    ranks: found.slice(0, want),
    total: found.length + Math.max(0, ranks.length - body.length),
    exact: ranks.length < limit,
    titleExact: title.exact,
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
    ? (await findItemRanks(db, memory, { match, postType, excluded: [], limit: cap, offset: 0 })).ranks
    : title.ranks(0, cap);
  if (ranks.length >= cap || title.check.length) return ranks;
  return ranks.concat(await bodyOnlyRanks(db, memory, match, postType, cap - ranks.length));
}
