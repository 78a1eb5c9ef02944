import type { Sql } from '@site/shared-contracts/platform';
import type { PrefixBucket } from './prefix-buckets';

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

export async function writeVocabulary(tx: Sql, vocabulary: Map<string, number>): Promise<void> {
  const words = [...vocabulary.keys()];
  for (let i = 0; i < words.length; i += 20_000) {
    const slice = words.slice(i, i + 20_000);
    await tx.query('INSERT INTO search.vocabulary (word, frequency) SELECT * FROM unnest($1::text[], $2::int[])', [
      slice,
      slice.map((w) => vocabulary.get(w) ?? 0),
    ]);
  }
}
