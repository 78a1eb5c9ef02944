import type { SearchDocument, Sql } from '@site/shared-contracts/platform';
import { buildPrefixBuckets, buildVocabulary, rankDocuments } from './prefix-buckets';
import { writePrefixes, writeVocabulary } from './write-index';

type Row = { post_type: SearchDocument['postType']; source_id: number; title: string; popularity: number };

/**
 * A database indexed before the prefix lists existed (migration 003) has documents but no lists, and
 * would find nothing until the next seed. Build them once at start from the stored documents.
 */
export async function backfillPrefixes(db: Sql): Promise<boolean> {
  const { rows: state } = await db.query<{ missing: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM search.documents) AND NOT EXISTS (SELECT 1 FROM search.prefixes) AS missing',
  );
  if (!state[0]?.missing) return false;
  const { rows } = await db.query<Row>('SELECT post_type, source_id, title, popularity FROM search.documents');
  const ranked = rankDocuments(
    rows.map((r) => ({
      postType: r.post_type,
      sourceId: r.source_id,
      title: r.title,
      popularity: r.popularity,
      body: '',
      url: '',
      imageUrl: null,
      date: null,
      taxonomies: {},
      termIds: {},
      price: null,
      rating: 0,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE search.documents d SET rank = t.rank FROM unnest($1::text[], $2::int[], $3::int[]) AS t(post_type, source_id, rank)
       WHERE d.post_type = t.post_type AND d.source_id = t.source_id`,
      [ranked.map((r) => r.doc.postType), ranked.map((r) => r.doc.sourceId), ranked.map((r) => r.rank)],
    );
    await writePrefixes(tx, buildPrefixBuckets(ranked));
    await tx.exec('TRUNCATE search.vocabulary');
    await writeVocabulary(tx, buildVocabulary(ranked));
    await tx.exec('UPDATE search.index_state SET version = version + 1, indexed_at = now()');
  });
  return true;
}
