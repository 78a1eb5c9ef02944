import type { Sql } from '@site/shared-contracts/platform';
import type { Slice } from '../platform/slice-types';

/** Re-index every search document (what a catalogue change costs), as the seed runner does it. */
export async function timeReindex(db: Sql, slices: readonly Slice[]): Promise<void> {
  const indexer = slices.find((s) => s.indexDocuments);
  if (!indexer?.indexDocuments) return;
  const started = performance.now();
  const terms = (await Promise.all(slices.map((s) => (s.searchTerms ? s.searchTerms(db) : [])))).flat();
  async function* feed() {
    for (const slice of slices) if (slice.searchDocuments) yield* slice.searchDocuments(db);
  }
  let documents = 0;
  await indexer.indexDocuments(db, feed(), terms, (step, done) => {
    if (step === 'search: documents') documents = done;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nSearch re-index: ${documents} documents in ${seconds} s (read feeds, normalise, prefix lists, vocabulary)`,
  );
}
