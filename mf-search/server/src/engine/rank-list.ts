import type { Bucket } from '../data/prefixes';

/**
 * One prefix list in memory: the ranks of the titles with a word starting with the prefix, as stored (the
 * first `lead` are titles whose first word has it, each part ascending, so in popularity order). Four bytes a
 * rank: the lists of a common word at 1 000 000 products hold hundreds of thousands.
 */
export type RankList = { prefix: string; total: number; lead: number; ids: Int32Array };

export function toRankList(bucket: Bucket): RankList {
  return {
    prefix: bucket.prefix,
    total: bucket.total,
    lead: Math.min(bucket.lead, bucket.ids.length),
    ids: Int32Array.from(bucket.ids),
  };
}

/** Whether ascending ids[from, to) hold `rank`. */
function holds(ids: Int32Array, from: number, to: number, rank: number): boolean {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = ids[mid] ?? 0;
    if (at < rank) low = mid + 1;
    else if (at > rank) high = mid - 1;
    else return true;
  }
  return false;
}

export const inLead = (list: RankList, rank: number): boolean => holds(list.ids, 0, list.lead, rank);

export const inList = (list: RankList, rank: number): boolean =>
  inLead(list, rank) || holds(list.ids, list.lead, list.ids.length, rank);

/**
 * The ranks in every list, in relevance order: titles starting with the first typed word (the lead of
 * `first`), then the others, each by popularity. The shortest list drives; each of its ranks is looked up
 * in the others by binary search, so 16 000 against 83 000 costs well under a millisecond.
 */
export function intersect(lists: readonly RankList[], first: RankList | undefined): Int32Array {
  const [driver, ...others] = [...lists].sort((a, b) => a.ids.length - b.ids.length);
  if (!driver) return new Int32Array(0);
  const found: number[] = [];
  for (const rank of driver.ids) if (others.every((list) => inList(list, rank))) found.push(rank);
  const matches = Int32Array.from(found).sort();
  if (!first) return matches;
  const lead = matches.filter((rank) => inLead(first, rank));
  const rest = matches.filter((rank) => !inLead(first, rank));
  const ordered = new Int32Array(matches.length);
  ordered.set(lead);
  ordered.set(rest, lead.length);
  return ordered;
}
