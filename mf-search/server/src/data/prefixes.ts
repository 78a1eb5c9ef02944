import type { Sql } from '@site/shared-contracts/platform';
import type { PrefixBucket } from '../index-build/prefix-buckets';

/** One prefix list as stored: `ids` are document ranks, the first `lead` of them titles starting with the word. */
export type Bucket = { prefix: string; total: number; lead: number; ids: Int32Array };

type BucketRow = Omit<Bucket, 'ids'> & { ids: string };

/**
 * The ranks of a list as sent: one comma-separated text, read straight into an Int32Array. Drivers hand an
 * int[] over as a JS array of numbers (8 bytes each, then copied again): 400 000 ranks of a common word cost
 * tens of milliseconds of the event loop on PGlite and megabytes of garbage.
 */
function ranksIn(text: string): Int32Array {
  let count = text.length === 0 ? 0 : 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const ranks = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c === 44) {
      ranks[n++] = value;
      value = 0;
    } else value = value * 10 + (c - 48);
  }
  return ranks.subarray(0, text.length === 0 ? 0 : n);
}

const toBucket = (row: BucketRow): Bucket => ({ ...row, ids: ranksIn(row.ids) });

/** Whole lists of these prefixes; a list longer than `cap` comes back without its ids (too long to intersect). */
export async function readPrefixLists(
  db: Sql,
  postType: string,
  prefixes: readonly string[],
  cap: number,
): Promise<Bucket[]> {
  const { rows } = await db.query<BucketRow>(
    `SELECT prefix, total, lead, CASE WHEN total <= $3 THEN array_to_string(ids, ',') ELSE '' END AS ids
     FROM search.prefixes WHERE post_type = $1 AND prefix = ANY($2::text[])`,
    [postType, prefixes, cap],
  );
  return rows.map(toBucket);
}

/** The first `count` ids of one list (null: no title has the prefix). */
export async function readPrefixHead(db: Sql, postType: string, prefix: string, count: number): Promise<Bucket | null> {
  const { rows } = await db.query<BucketRow>(
    `SELECT prefix, total, lead, array_to_string(ids[1:$3], ',') AS ids
     FROM search.prefixes WHERE post_type = $1 AND prefix = $2`,
    [postType, prefix, count],
  );
  return rows[0] ? toBucket(rows[0]) : null;
}

/** Ids per INSERT statement: the arrays travel as text, so this bounds one statement to a few MB. */
const IDS_PER_STATEMENT = 400_000;

const INSERT_PREFIXES = `
  INSERT INTO search.prefixes (post_type, prefix, total, lead, ids)
  SELECT t.post_type, t.prefix, t.total, t.lead, t.ids::int[]
  FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[]) AS t(post_type, prefix, total, lead, ids)`;

/** Write the prefix lists in a few big statements (one array literal per row). */
export async function writePrefixes(tx: Sql, buckets: Map<string, PrefixBucket>): Promise<void> {
  let cols: [string[], string[], number[], number[], string[]] = [[], [], [], [], []];
  let ids = 0;
  const flush = async () => {
    if (cols[0].length === 0) return;
    await tx.query(INSERT_PREFIXES, cols);
    cols = [[], [], [], [], []];
    ids = 0;
  };
  for (const bucket of buckets.values()) {
    const total = bucket.lead.length + bucket.rest.length;
    cols[0].push(bucket.postType);
    cols[1].push(bucket.prefix);
    cols[2].push(total);
    cols[3].push(bucket.lead.length);
    cols[4].push(`{${bucket.lead.concat(bucket.rest).join(',')}}`);
    ids += total;
    if (ids >= IDS_PER_STATEMENT) await flush();
  }
  await flush();
}
