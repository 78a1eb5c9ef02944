import type { Sql } from '@site/shared-contracts/platform';
import { searchPostTypeSchema, type SearchOrderby } from '@site/shared-contracts/search';
import { countInTitles, rowsByRankSorted, type DocumentRow } from '../data/documents';
import { findSuggestions } from '../data/suggestions';
import { findTerms, type TermRow } from '../data/terms';
import { findItems, relevantRanks, tierOf, type ItemPage } from './find-items';
import { IndexMemory } from './index-memory';
import { ResponseCache } from './response-cache';
import { toSearchMatch, type ExcludedTerms, type SearchMatch } from './search-match';
import { SearchLog } from './search-log';
import { denyWords, suggestionPolicy, type SuggestionPolicy } from './suggestion-policy';
import { SPARSE_DOCUMENTS } from './body-matches';
import { correctPhrase, knownPrefix, loadVocabulary, type Vocabulary } from './typo';

export type ItemAnswer = ItemPage & {
  /** The corrected term when the typo fallback answered. */ corrected: string | null;
};

/** Other sorts re-order the most relevant matches only: sorting every match of 'pro' costs a full scan. */
export const SORTED_CANDIDATES = 1000;
const COUNT_CAP = 1000;
/** Suggestions also come from the search log, which changes without a re-index. */
const SUGGESTIONS_TTL_MS = 60_000;
/** A page without results offers at most this many other searches, from at most twice as many candidates. */
const ALTERNATIVES = 4;

const byRelevance = (words: string[]) => (a: DocumentRow, b: DocumentRow) =>
  tierOf(a, words) - tierOf(b, words) || b.popularity - a.popularity;

const num = (v: string | null) => (v === null ? null : Number(v));
const nullsLast = (a: number | null, b: number | null, dir: 1 | -1) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : dir * (a - b);

const SORTS: Record<Exclude<SearchOrderby, 'relevance'>, (a: DocumentRow, b: DocumentRow) => number> = {
  date: (a, b) => (b.date ?? '').localeCompare(a.date ?? ''),
  price: (a, b) => nullsLast(num(a.sort_price), num(b.sort_price), 1),
  'price-desc': (a, b) => nullsLast(num(a.sort_price), num(b.sort_price), -1),
  rating: (a, b) => Number(b.rating) - Number(a.rating),
};

/** One per app: the cached, logged entry points of the search endpoints and the results page. */
export class SearchService {
  readonly log: SearchLog;
  private readonly cache = new ResponseCache();
  private readonly memory: IndexMemory;

  constructor(
    private readonly db: Sql,
    private readonly cacheEnabled = true,
    private readonly policy: SuggestionPolicy = suggestionPolicy(denyWords()),
  ) {
    this.log = new SearchLog(db);
    this.memory = new IndexMemory(db);
    this.memory.onReset(() => {
      this.cache.clear();
      this.vocab = null;
    });
  }

  /** Every entry point checks the index version first, then answers from memory when it can. */
  private async cached<T>(key: string, compute: () => Promise<T>, ttlMs?: number): Promise<T> {
    await this.memory.sync();
    return this.cacheEnabled ? this.cache.get(key, compute, ttlMs) : compute();
  }

  private vocab: Promise<Vocabulary> | null = null;

  /** Loaded once per index version, even with the response cache off: it is part of the index. */
  private vocabulary(): Promise<Vocabulary> {
    this.vocab ??= loadVocabulary(this.db).catch((error: unknown) => {
      this.vocab = null;
      throw error;
    });
    return this.vocab;
  }

  /**
   * Items of one content type; when nothing matches at all, the same search with typos corrected, but only when
   * the correction finds something: "showing results for" a term with no results helps nobody.
   */
  items(match: SearchMatch, postType: string, excluded: ExcludedTerms, limit: number, offset = 0): Promise<ItemAnswer> {
    const key = `items|${postType}|${match.phrase}|${JSON.stringify(excluded)}|${limit}|${offset}`;
    return this.cached(key, async () => {
      const page = await findItems(this.db, this.memory, { match, postType, excluded, limit, offset });
      if (page.total > 0 || offset > 0) return { ...page, corrected: null };
      const fixed = await this.correct(match);
      if (!fixed) return { ...page, corrected: null };
      const corrected = await findItems(this.db, this.memory, { match: fixed, postType, excluded, limit, offset });
      return corrected.total > 0 ? { ...corrected, corrected: fixed.phrase } : { ...page, corrected: null };
    });
  }

  /** The typed words with unknown ones replaced by the closest title word (fewest edits, most used). */
  async correct(match: SearchMatch): Promise<SearchMatch | null> {
    const vocabulary = await this.vocabulary();
    const phrase = correctPhrase(vocabulary, match.words, (w) => knownPrefix(vocabulary, w));
    return phrase ? toSearchMatch(phrase) : null;
  }

  /** Suggestions for a typed term (spec 3.3); none that the deny-list or the personal-data rules refuse. */
  suggestions(match: SearchMatch): Promise<string[]> {
    return this.cached(
      `suggestions|${match.phrase}`,
      async () => {
        await this.log.flush();
        const shown = (found: string[]) => found.filter((s) => this.policy.showable(s));
        const found = shown(await findSuggestions(this.db, match));
        if (found.length > 0) return found;
        const fixed = await this.correct(match);
        return fixed ? shown(await findSuggestions(this.db, fixed)) : [];
      },
      SUGGESTIONS_TTL_MS,
    );
  }

  /**
   * A search the visitor settled on (a results page they opened, a result they clicked), with results: it
   * counts towards suggestions, once per visitor a day, unless the deny-list or the personal-data rules refuse
   * it. `raw` is what was typed, `phrase` the normalised words that found the results.
   */
  learn(raw: string, phrase: string, visitor: string): void {
    if (this.policy.learnable(raw, phrase)) this.log.record(phrase, visitor);
  }

  /** The words a term finds results with in some content type: its own, or its correction; null for none. */
  async resultsPhrase(match: SearchMatch): Promise<string | null> {
    for (const type of searchPostTypeSchema.options) {
      const answer = await this.items(match, type, [], 1);
      if (answer.total > 0) return answer.corrected ?? match.phrase;
    }
    return null;
  }

  /**
   * For a page without results: searches that find something, from the suggestions for the term and, for
   * several words, each word alone (corrected when only its correction finds something); each is checked
   * (cached item counts), so no offer leads nowhere.
   */
  async alternatives(match: SearchMatch): Promise<string[]> {
    const candidates = new Set([...(await this.suggestions(match)), ...(match.words.length > 1 ? match.words : [])]);
    candidates.delete(match.phrase);
    const found = new Set<string>();
    for (const candidate of [...candidates].slice(0, ALTERNATIVES * 2)) {
      const m = toSearchMatch(candidate);
      // A word that finds something only once corrected ('drll' alone) is offered corrected ('drill').
      const phrase = m && (await this.resultsPhrase(m));
      if (phrase && phrase !== match.phrase && this.policy.showable(phrase)) found.add(phrase);
      if (found.size === ALTERNATIVES) break;
    }
    return [...found];
  }

  taxonomies(match: SearchMatch): Promise<TermRow[]> {
    return this.cached(`taxonomies|${match.phrase}`, () => findTerms(this.db, match));
  }

  /** A results page over several content types: counts per type, and one page of merged results. */
  page(
    match: SearchMatch,
    types: readonly string[],
    all: readonly string[],
    sort: SearchOrderby,
    offset: number,
    size: number,
  ) {
    return this.cached(`page|${match.phrase}|${types.join(',')}|${sort}|${offset}|${size}`, async () => {
      const answers = await Promise.all(
        all.map(
          async (t) =>
            [t, await this.counted(match, t, types.includes(t) && sort === 'relevance' ? offset + size : 1)] as const,
        ),
      );
      const chosen = answers.filter(([t]) => types.includes(t)).map(([, a]) => a);
      const corrected = chosen.find((a) => a.corrected)?.corrected ?? null;
      const used = corrected ? (toSearchMatch(corrected) ?? match) : match;
      let rows: DocumentRow[];
      if (sort === 'relevance') {
        rows = chosen.flatMap((a) => a.rows).sort(byRelevance(used.words));
      } else {
        // Sorted in SQL among the most relevant matches of each type, then merged.
        const perType = await Promise.all(
          types.map(async (t) =>
            rowsByRankSorted(
              this.db,
              t,
              await relevantRanks(this.db, this.memory, used, t, SORTED_CANDIDATES),
              sort,
              offset + size,
            ),
          ),
        );
        rows = perType.flat().sort(SORTS[sort]);
      }
      return {
        rows: rows.slice(offset, offset + size),
        counts: Object.fromEntries(answers.map(([t, a]) => [t, a.total])) as Record<string, number>,
        exact: chosen.every((a) => a.exact),
        corrected,
      };
    });
  }

  /**
   * Items with a count worth showing: when the lists could not count the title matches (a word checked row by
   * row), a bounded count of them ("1,000+"). Body-only matches past the page are never counted.
   */
  private async counted(match: SearchMatch, postType: string, limit: number): Promise<ItemAnswer> {
    const answer = await this.items(match, postType, [], limit);
    if (answer.exact || answer.titleExact) return answer;
    const used = answer.corrected ? (toSearchMatch(answer.corrected) ?? match) : match;
    const lexicon = await this.memory.lexicon();
    // Titles holding the rarest word, by the lexicon: few, and the GIN index counts them at once.
    const titles = Math.min(...used.words.map((w) => lexicon.stats(postType, w)).map((s) => s.ndoc - s.bodyOnly));
    const n = await countInTitles(this.db, postType, used.titleTsquery, COUNT_CAP, titles <= SPARSE_DOCUMENTS);
    return { ...answer, total: Math.max(n, answer.total), exact: n < COUNT_CAP && answer.total <= n };
  }
}
