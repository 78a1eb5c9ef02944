import type { Sql } from '@site/shared-contracts/platform';
import { readStoredTitles, updateRanks } from '../data/document-writes';
import { bumpIndexVersion } from '../data/index-state';
import { clearVocabulary, prefixListsMissing } from '../data/index-tables';
import { writePrefixes } from '../data/prefixes';
import { writeVocabulary } from '../data/vocabulary';
import { buildPrefixBuckets, buildVocabulary, rankDocuments } from './prefix-buckets';
import { indexChanged } from '../engine/index-memory';

/**
 * A database indexed before the prefix lists existed (migration 003) has documents but no lists, and
 * would find nothing until the next seed. Build them once at start from the stored documents.
 */
export async function backfillPrefixes(db: Sql): Promise<boolean> {
  if (!(await prefixListsMissing(db))) return false;
  const ranked = rankDocuments(await readStoredTitles(db));
  await db.transaction(async (tx) => {
    await updateRanks(tx, ranked);
    await writePrefixes(tx, buildPrefixBuckets(ranked));
    await clearVocabulary(tx);
    await writeVocabulary(tx, buildVocabulary(ranked));
    await bumpIndexVersion(tx);
  });
  indexChanged(db);
  return true;
}
