import type { LexiconRow } from '../data/lexicon';

/** What the documents of one content type hold of the words starting with a prefix. */
export type PrefixStats = {
  /** How many distinct words start with it. */
  words: number;
  /** Documents holding one of them, summed over the words (an upper bound on the documents with any). */
  ndoc: number;
  /** The same for documents holding one of them outside the title only. */
  bodyOnly: number;
};

type Words = { words: string[]; ndoc: Float64Array; bodyOnly: Float64Array };

/** The first index in sorted `words` whose word is not below `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((words[mid] ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Every word of the indexed documents per content type (search.lexicon, built from PostgreSQL's own lexemes),
 * sorted, with running sums of their document counts: whether any word starts with a prefix, and how many
 * documents such words are in, cost two binary searches, whatever the catalogue's size.
 */
export class Lexicon {
  private readonly byType = new Map<string, Words>();

  constructor(
    rows: readonly LexiconRow[],
    /** Documents per content type. */
    readonly documents: ReadonlyMap<string, number>,
  ) {
    const grouped = new Map<string, LexiconRow[]>();
    for (const row of rows) {
      const list = grouped.get(row.post_type) ?? [];
      list.push(row);
      grouped.set(row.post_type, list);
    }
    for (const [type, list] of grouped) {
      list.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
      const ndoc = new Float64Array(list.length + 1);
      const bodyOnly = new Float64Array(list.length + 1);
      list.forEach((row, i) => {
        ndoc[i + 1] = (ndoc[i] ?? 0) + row.ndoc;
        bodyOnly[i + 1] = (bodyOnly[i] ?? 0) + Math.max(0, row.ndoc - row.title_ndoc);
      });
      this.byType.set(type, { words: list.map((r) => r.word), ndoc, bodyOnly });
    }
  }

  private range(postType: string, prefix: string): { list: Words; from: number; to: number } | null {
    const list = this.byType.get(postType);
    if (!list) return null;
    const from = lowerBound(list.words, prefix);
    // Every word with the prefix sorts before the prefix followed by the highest code unit.
    const to = lowerBound(list.words, `${prefix}\uffff`);
    return { list, from, to };
  }

  /** What the content type's documents hold of words starting with `prefix` (all zero: none has one). */
  stats(postType: string, prefix: string): PrefixStats {
    const found = this.range(postType, prefix);
    if (!found) return { words: 0, ndoc: 0, bodyOnly: 0 };
    const { list, from, to } = found;
    return {
      words: to - from,
      ndoc: (list.ndoc[to] ?? 0) - (list.ndoc[from] ?? 0),
      bodyOnly: (list.bodyOnly[to] ?? 0) - (list.bodyOnly[from] ?? 0),
    };
  }

  /** The words starting with `prefix`, or null when there are more than `max`. */
  expand(postType: string, prefix: string, max: number): string[] | null {
    const found = this.range(postType, prefix);
    if (!found) return [];
    return found.to - found.from > max ? null : found.list.words.slice(found.from, found.to);
  }
}
