import type { Sql } from '@site/shared-contracts/platform';
import type { PrefixBucket } from '../index-build/prefix-buckets';

/** One prefix list as stored: `ids` are document ranks, the first `lead` of them titles starting with the word. */
export type Bucket = { prefix: string; total: number; lead: number; ids: number[] };

/** Whole lists of these prefixes; a list longer than `cap` comes back without its ids (too long to intersect). */
export async function readPrefixLists(
  db: Sql,
  postType: string,
  prefixes: readonly string[],
  cap: number,
): Promise<Bucket[]> {
  const { rows } = await db.query<Bucket>(
    `SELECT prefix, total, lead, CASE WHEN total <= $3 THEN ids ELSE '{}'::int[] END AS ids
     FROM search.prefixes WHERE post_type = $1 AND prefix = ANY($2::text[])`,
    [postType, prefixes, cap],
  );
  return rows;
}

/** The first `count` ids of one list (null: no title has the prefix). */
export async function readPrefixHead(db: Sql, postType: string, prefix: string, count: number): Promise<Bucket | null> {
  const { rows } = await db.query<Bucket>(
    'SELECT prefix, total, lead, ids[1:$3] AS ids FROM search.prefixes WHERE post_type = $1 AND prefix = $2',
    [postType, prefix, count],
  );
  return rows[0] ?? null;
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
