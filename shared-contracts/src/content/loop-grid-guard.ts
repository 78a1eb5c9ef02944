import type { LoopGridProps, LoopRefreshResponse } from './loop-grid';
import { LOOP_FILTER_ID, LOOP_PAGINATIONS, LOOP_TAXONOMY, LOOP_WIDGET_ID } from './loop-constants';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const matches = (value: unknown, pattern: RegExp) => typeof value === 'string' && pattern.test(value);

function isFilter(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { filterId, taxonomy, multiple, logicalCombination } = value;
  return (
    matches(filterId, LOOP_FILTER_ID) &&
    matches(taxonomy, LOOP_TAXONOMY) &&
    typeof multiple === 'boolean' &&
    typeof logicalCombination === 'string'
  );
}

/**
 * The island's props and the refresh answer checked without zod, for mf-content's browser code under its budget
 * (issue 14: 25 KB gzipped for the remote, of which the federation runtime takes 13 and zod/mini, duplicated into
 * every exposed chunk that parses with it, 5). Same rules as `loopGridPropsSchema` and
 * `loopRefreshResponseSchema`, which stay the contract the server renders and answers with: content.test.ts runs
 * guard and schema over the golden fixtures and every one-field change of them, so they cannot drift apart.
 */
export function isLoopGridProps(value: unknown): value is LoopGridProps {
  if (!isRecord(value) || !Array.isArray(value.filters)) return false;
  const { widgetId, postId, pagination, filters } = value;
  return (
    matches(widgetId, LOOP_WIDGET_ID) &&
    Number.isSafeInteger(postId) &&
    (postId as number) >= 1 &&
    (LOOP_PAGINATIONS as readonly unknown[]).includes(pagination) &&
    filters.every(isFilter)
  );
}

export function isLoopRefreshResponse(value: unknown): value is LoopRefreshResponse {
  return isRecord(value) && typeof value.data === 'string';
}
