import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import type { DriverName } from '../../../../tools/testing/test-db';
import type { SearchDocument, SearchTerm } from '@site/shared-contracts/platform';
import { searchSlice } from '../index';
import { batches, FIXTURE_DOCUMENTS, FIXTURE_TERMS } from './catalogue';

export type SearchTestAppOptions = {
  driver?: DriverName;
  /** SEARCH_* settings, read when the slice starts. */
  env?: Record<string, string>;
  documents?: SearchDocument[];
  /** Documents per feed batch: small batches prove the indexer reads the whole feed. */
  batchSize?: number;
  /** A database to use instead of a fresh copy of the template. */
  db?: TestApp['db'];
};

/**
 * The load guard is loosened unless `env` sets it: suites that are not about it send many requests from
 * one address, on a machine whose event loop the other suites keep busy.
 */
const UNGUARDED = { SEARCH_REQUESTS_PER_10S: 'off', SEARCH_SHED_LAG_MS: 'off', SEARCH_MAX_CONCURRENT: '1000' };

/** The platform with mf-search alone, its index built from the fixture catalogue (or the given documents). */
export async function searchTestApp(options: SearchTestAppOptions = {}): Promise<TestApp> {
  const { driver, env, documents = FIXTURE_DOCUMENTS, batchSize, db } = options;
  const t = await buildTestApp({ slices: [searchSlice], driver, db, env: { ...UNGUARDED, ...env } });
  await reindex(t, documents, FIXTURE_TERMS, batchSize);
  return t;
}

/** Rebuild the index as `npm run seed` does, from documents streamed in batches. */
export async function reindex(
  t: TestApp,
  documents: SearchDocument[],
  terms: SearchTerm[] = FIXTURE_TERMS,
  batchSize?: number,
): Promise<void> {
  await searchSlice.indexDocuments?.(t.db, batches(documents, batchSize), terms, () => undefined);
}
