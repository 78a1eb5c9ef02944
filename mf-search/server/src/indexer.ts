import type { SearchDocument, SearchTerm, SeedProgress, Sql } from '@site/shared-contracts';

/** Rows per INSERT: big enough to amortise round trips, small enough for PGlite's memory. */
const BATCH_ROWS = 2000;
const AMOUNT = /^\d+(\.\d+)?$/;

/** Only well-formed decimal strings reach the numeric sort column; anything else is dropped. */
const amount = (value: string | null | undefined): string | null => (value && AMOUNT.test(value) ? value : null);

const INSERT_DOCUMENTS = `
  INSERT INTO search.documents (post_type, source_id, title, body, url, image_url, date, taxonomies, term_ids,
    popularity, price, regular_price, min_price, max_price, sale_discount, rating)
  SELECT t.post_type, t.source_id, t.title, t.body, t.url, t.image_url, t.date::timestamptz, t.taxonomies::jsonb,
    t.term_ids::jsonb, t.popularity, t.price, t.regular_price, t.min_price, t.max_price, t.sale_discount, t.rating
  FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
    $9::text[], $10::int[], $11::text[], $12::text[], $13::text[], $14::text[], $15::numeric[], $16::numeric[])
    AS t(post_type, source_id, title, body, url, image_url, date, taxonomies, term_ids, popularity, price,
      regular_price, min_price, max_price, sale_discount, rating)
  ON CONFLICT (post_type, source_id) DO NOTHING`;

/** One array per column: unnest() turns them back into rows in a single statement. */
function columns(docs: readonly SearchDocument[]): unknown[][] {
  const cols: unknown[][] = Array.from({ length: 16 }, () => []);
  for (const d of docs) {
    const row = [
      d.postType, d.sourceId, d.title, d.body, d.url, d.imageUrl, d.date,
      JSON.stringify(d.taxonomies), JSON.stringify(d.termIds), Math.round(d.popularity),
      amount(d.price?.price), amount(d.price?.regularPrice), amount(d.price?.minPrice), amount(d.price?.maxPrice),
      d.price?.saleDiscount ?? 0, d.rating,
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
  const documents: SearchDocument[][] = [];
  let read = 0;
  for await (const batch of feed) {
    documents.push(batch);
    read += batch.length;
    progress('search: reading documents', read, read);
  }
  await db.transaction(async (tx) => {
    await tx.exec('TRUNCATE search.documents, search.terms, search.vocabulary');
    // Building the secondary indexes once after the load is several times faster than keeping the
    // GIN index up to date row by row; their definitions are read back, so the migration stays the source.
    const { rows: indexes } = await tx.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE schemaname = 'search' AND tablename = 'documents' AND indexname <> 'documents_pkey'`,
    );
    for (const index of indexes) await tx.exec(`DROP INDEX search.${index.name}`);
    let pending: SearchDocument[] = [];
    let done = 0;
    const flush = async () => {
      if (pending.length === 0) return;
      await tx.query(INSERT_DOCUMENTS, columns(pending));
      done += pending.length;
      pending = [];
    };
    for (const batch of documents) {
      pending.push(...batch);
      while (pending.length >= BATCH_ROWS) {
        const rest = pending.slice(BATCH_ROWS);
        pending = pending.slice(0, BATCH_ROWS);
        await flush();
        pending = rest;
      }
    }
    await flush();
    for (const index of indexes) await tx.exec(index.def);
    progress('search: documents', done, done);

    await tx.query(
      `INSERT INTO search.terms (taxonomy, taxonomy_plural_name, term_id, name, description, url)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[])
       ON CONFLICT (taxonomy, term_id) DO NOTHING`,
      [
        terms.map((t) => t.taxonomy), terms.map((t) => t.taxonomyPluralName), terms.map((t) => t.termId),
        terms.map((t) => t.name), terms.map((t) => t.description), terms.map((t) => t.url),
      ],
    );
    progress('search: terms', terms.length, terms.length);

    // Suggestions complete the last typed word from words that really occur in titles.
    const { rows } = await tx.query<{ n: number }>(
      `WITH inserted AS (
         INSERT INTO search.vocabulary (word, frequency)
         -- ts_stat counts the titles (ndoc) each word appears in; its parser knows non-ASCII letters.
         SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', title_norm) FROM search.documents')
         WHERE length(word) >= 2 RETURNING 1)
       SELECT count(*)::int AS n FROM inserted`,
    );
    const words = rows[0]?.n ?? 0;
    progress('search: vocabulary', words, words);
  });
}
