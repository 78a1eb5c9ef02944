import type { SearchDocument, SearchTerm, SeedProgress, Sql } from '@site/shared-contracts/platform';
import { writePrefixes, writeVocabulary } from './index-build/write-index';
import { buildPrefixBuckets, buildVocabulary, rankDocuments, type RankedDocument } from './index-build/prefix-buckets';

/** Rows per INSERT: big enough to amortise round trips, small enough for PGlite's memory. */
const BATCH_ROWS = 2000;
const AMOUNT = /^\d+(\.\d+)?$/;

/** Only well-formed decimal strings reach the numeric sort column; anything else is dropped. */
const amount = (value: string | null | undefined): string | null => (value && AMOUNT.test(value) ? value : null);

const INSERT_DOCUMENTS = `
  INSERT INTO search.documents (post_type, source_id, title, body, url, image_url, date, taxonomies, term_ids,
    popularity, price, regular_price, min_price, max_price, sale_discount, rating, rank)
  SELECT t.post_type, t.source_id, t.title, t.body, t.url, t.image_url, t.date::timestamptz, t.taxonomies::jsonb,
    t.term_ids::jsonb, t.popularity, t.price, t.regular_price, t.min_price, t.max_price, t.sale_discount, t.rating, t.rank
  FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
    $9::text[], $10::int[], $11::text[], $12::text[], $13::text[], $14::text[], $15::numeric[], $16::numeric[], $17::int[])
    AS t(post_type, source_id, title, body, url, image_url, date, taxonomies, term_ids, popularity, price,
      regular_price, min_price, max_price, sale_discount, rating, rank)
  ON CONFLICT (post_type, source_id) DO NOTHING`;

/** One array per column: unnest() turns them back into rows in a single statement. */
function columns(docs: readonly RankedDocument[]): unknown[][] {
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

/**
 * Rebuild the whole index in one transaction, so searches see either the old or the new index.
 * The documents are read first: the feeds query the database themselves, and PGlite's single
 * connection would wait forever on a transaction held open while they run.
 */
export async function indexDocuments(
  db: Sql,
  feed: AsyncIterable<SearchDocument[]>,
  terms: SearchTerm[],
  progress: SeedProgress,
): Promise<void> {
  const documents: SearchDocument[] = [];
  for await (const batch of feed) {
    for (const doc of batch) documents.push(doc);
    progress('search: reading documents', documents.length, documents.length);
  }
  // Normalising, ranking and bucketing happen here in JS: far faster than in SQL on PGlite.
  const ranked = rankDocuments(dedupe(documents));
  const buckets = buildPrefixBuckets(ranked);
  const vocabulary = buildVocabulary(ranked);
  await db.transaction(async (tx) => {
    await tx.exec('TRUNCATE search.documents, search.terms, search.vocabulary, search.prefixes');
    // Building the secondary indexes once after the load is several times faster than keeping the
    // GIN index up to date row by row; their definitions are read back, so the migration stays the source.
    const { rows: indexes } = await tx.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE schemaname = 'search' AND tablename = 'documents' AND indexname <> 'documents_pkey'`,
    );
    for (const index of indexes) await tx.exec(`DROP INDEX search.${index.name}`);
    for (let i = 0; i < ranked.length; i += BATCH_ROWS) {
      await tx.query(INSERT_DOCUMENTS, columns(ranked.slice(i, i + BATCH_ROWS)));
      progress('search: documents', Math.min(i + BATCH_ROWS, ranked.length), ranked.length);
    }
    for (const index of indexes) await tx.exec(index.def);
    await writePrefixes(tx, buckets);
    progress('search: prefixes', buckets.size, buckets.size);

    await tx.query(
      `INSERT INTO search.terms (taxonomy, taxonomy_plural_name, term_id, name, description, url)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[])
       ON CONFLICT (taxonomy, term_id) DO NOTHING`,
      [
        terms.map((t) => t.taxonomy),
        terms.map((t) => t.taxonomyPluralName),
        terms.map((t) => t.termId),
        terms.map((t) => t.name),
        terms.map((t) => t.description),
        terms.map((t) => t.url),
      ],
    );
    progress('search: terms', terms.length, terms.length);

    await writeVocabulary(tx, vocabulary);
    progress('search: vocabulary', vocabulary.size, vocabulary.size);
    // Tells every server process's response cache that its answers are out of date.
    await tx.exec('UPDATE search.index_state SET version = version + 1, indexed_at = now()');
  });
  // Fresh planner statistics for the rebuilt tables: bulk loads leave them stale.
  await db.exec('ANALYZE search.documents; ANALYZE search.prefixes; ANALYZE search.vocabulary');
}

/** The first copy of a (type, id) wins, as ON CONFLICT DO NOTHING did: ranks must stay unique. */
function dedupe(documents: SearchDocument[]): SearchDocument[] {
  const seen = new Set<string>();
  return documents.filter((d) => {
    const key = `${d.postType}:${d.sourceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
