import type { SearchDocument, Sql } from '@site/shared-contracts/platform';
import type { IndexedTitle, RankedDocument } from '../index-build/prefix-buckets';

/** The documents of one INSERT, a column at a time (documentColumns builds them). */
export type DocumentColumns = unknown[][];

const AMOUNT = /^\d+(\.\d+)?$/;

/** Only well-formed decimal strings reach the numeric sort column; anything else is dropped. */
const amount = (value: string | null | undefined): string | null => (value && AMOUNT.test(value) ? value : null);

// No ON CONFLICT: the indexer hands over each (type, id) once (index-documents.ts dedupes), into a table emptied
// in the same transaction, and the clause's speculative insertion cost a quarter of the insert (94 -> 70 µs a row
// on PGlite, 24 s of a 1 000 000-product seed). A duplicate would fail the primary key and roll the re-index back.
const INSERT_DOCUMENTS = `
  INSERT INTO search.documents (post_type, source_id, title, body, url, image_url, date, taxonomies, term_ids,
    popularity, price, regular_price, min_price, max_price, sale_discount, rating, rank)
  SELECT t.post_type, t.source_id, t.title, t.body, t.url, t.image_url, t.date::timestamptz, t.taxonomies::jsonb,
    t.term_ids::jsonb, t.popularity, t.price, t.regular_price, t.min_price, t.max_price, t.sale_discount, t.rating, t.rank
  FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
    $9::text[], $10::int[], $11::text[], $12::text[], $13::text[], $14::text[], $15::numeric[], $16::numeric[], $17::int[])
    AS t(post_type, source_id, title, body, url, image_url, date, taxonomies, term_ids, popularity, price,
      regular_price, min_price, max_price, sale_discount, rating, rank)`;

/** One array per column: unnest() turns them back into rows in a single statement. */
export function documentColumns(docs: readonly RankedDocument[]): DocumentColumns {
  const cols: unknown[][] = Array.from({ length: 17 }, () => []);
  for (const { doc: d, rank } of docs) {
    const row = [
      d.postType,
      d.sourceId,
      d.title,
      d.body,
      d.url,
      d.imageUrl,
      d.date,
      JSON.stringify(d.taxonomies),
      JSON.stringify(d.termIds),
      Math.round(d.popularity),
      amount(d.price?.price),
      amount(d.price?.regularPrice),
      amount(d.price?.minPrice),
      amount(d.price?.maxPrice),
      d.price?.saleDiscount ?? 0,
      d.rating,
      rank,
    ];
    row.forEach((value, i) => cols[i]?.push(value));
  }
  return cols;
}

/** Insert a batch's columns in one statement; callers batch them so PGlite's memory stays bounded. */
export async function insertDocuments(tx: Sql, columns: DocumentColumns): Promise<void> {
  await tx.query(INSERT_DOCUMENTS, columns);
}

/** What ranking needs of every stored document (the prefix-list backfill rebuilds from these). */
export async function readStoredTitles(db: Sql): Promise<IndexedTitle[]> {
  const { rows } = await db.query<{
    post_type: SearchDocument['postType'];
    source_id: number;
    title: string;
    popularity: number;
  }>('SELECT post_type, source_id, title, popularity FROM search.documents');
  return rows.map((r) => ({ postType: r.post_type, sourceId: r.source_id, title: r.title, popularity: r.popularity }));
}

/** Store new ranks for documents already indexed. */
export async function updateRanks(tx: Sql, ranked: readonly RankedDocument<IndexedTitle>[]): Promise<void> {
  await tx.query(
    `UPDATE search.documents d SET rank = t.rank FROM unnest($1::text[], $2::int[], $3::int[]) AS t(post_type, source_id, rank)
     WHERE d.post_type = t.post_type AND d.source_id = t.source_id`,
    [ranked.map((r) => r.doc.postType), ranked.map((r) => r.doc.sourceId), ranked.map((r) => r.rank)],
  );
}
