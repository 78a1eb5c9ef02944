import type { SearchDocument, SearchTerm, SeedProgress, Sql } from '@site/shared-contracts/platform';
import { documentColumns, insertDocuments } from '../data/document-writes';
import { bumpIndexVersion } from '../data/index-state';
import { analyzeIndex, createIndexes, dropDocumentIndexes, truncateIndex } from '../data/index-tables';
import { rebuildLexicon } from '../data/lexicon';
import { writePrefixes } from '../data/prefixes';
import { insertTerms } from '../data/terms';
import { writeVocabulary } from '../data/vocabulary';
import { buildPrefixBuckets, buildVocabulary, rankDocuments, type RankedDocument } from './prefix-buckets';
import { indexChanged } from '../engine/index-memory';

/** Rows per INSERT: big enough to amortise round trips, small enough for PGlite's memory. */
const BATCH_ROWS = 2000;

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
  documents.length = 0;
  const vocabulary = buildVocabulary(ranked);
  await db.transaction(async (tx) => {
    await truncateIndex(tx);
    const indexes = await dropDocumentIndexes(tx);
    // The prefix lists first, built and written in a function of their own so they can go before the documents'
    // insert: at 1 000 000 documents they are 22 million numbers on the heap, walked by every collection after.
    const lists = await writeBuckets(tx, ranked);
    progress('search: prefixes', lists, lists);
    // Each batch's columns are built while the one before is written (in parallel when PGlite has its own thread).
    let writing: Promise<void> = Promise.resolve();
    for (let i = 0; i < ranked.length; i += BATCH_ROWS) {
      const columns = documentColumns(ranked.slice(i, i + BATCH_ROWS));
      const done = Math.min(i + BATCH_ROWS, ranked.length);
      await writing;
      writing = insertDocuments(tx, columns).then(() => progress('search: documents', done, ranked.length));
    }
    await writing;
    await createIndexes(tx, indexes);
    await rebuildLexicon(tx);
    progress('search: lexicon', 1, 1);
    await insertTerms(tx, terms);
    progress('search: terms', terms.length, terms.length);
    await writeVocabulary(tx, vocabulary);
    progress('search: vocabulary', vocabulary.size, vocabulary.size);
    await bumpIndexVersion(tx);
  });
  indexChanged(db);
  await analyzeIndex(db);
}

async function writeBuckets(tx: Sql, ranked: readonly RankedDocument[]): Promise<number> {
  const buckets = buildPrefixBuckets(ranked);
  await writePrefixes(tx, buckets);
  return buckets.size;
}

/** The first copy of a (type, id) wins: ranks and the documents' primary key must stay unique. */
function dedupe(documents: SearchDocument[]): SearchDocument[] {
  const seen = new Set<string>();
  return documents.filter((d) => {
    const key = `${d.postType}:${d.sourceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
