import type { z } from 'zod';
import state from './fixtures/filter-state.json';
import refresh from './fixtures/refresh-request.json';
import refreshEdit from './fixtures/refresh-request-edit-mode.json';
import response from './fixtures/refresh-response.json';
import { issuePaths, without, withValue } from '../../test-support/fixtures';
import {
  filterPageParamName,
  filterParamName,
  LOGICAL_JOIN_SEPARATORS,
  loopFilterStateSchema,
  loopRefreshRequestSchema,
  loopRefreshResponseSchema,
  normaliseLogicalJoin,
} from './index';

describe('loop filter golden fixtures', () => {
  it.each([
    ['filter state', loopFilterStateSchema, state],
    ['refresh request', loopRefreshRequestSchema, refresh],
    ['edit-mode refresh request', loopRefreshRequestSchema, refreshEdit],
    ['refresh response', loopRefreshResponseSchema, response],
  ] as const)('%s parses and keeps the exact data', (_name, schema: z.ZodType, fixture) => {
    expect(schema.parse(fixture)).toStrictEqual(fixture);
  });
});

describe('logical join', () => {
  it('keeps AND and OR and treats anything else as DISABLED', () => {
    expect(normaliseLogicalJoin('AND')).toBe('AND');
    expect(normaliseLogicalJoin('OR')).toBe('OR');
    for (const other of ['and', 'XOR', '', undefined, null, 1]) expect(normaliseLogicalJoin(other)).toBe('DISABLED');
  });

  it('accepts an unknown join in state, to be read as DISABLED', () => {
    const odd = withValue(state, ['f1a2b3c', 'filterData', 'logicalJoin'], 'NOT');
    const parsed = loopFilterStateSchema.parse(odd);
    expect(normaliseLogicalJoin(parsed.f1a2b3c?.filterData.logicalJoin)).toBe('DISABLED');
  });

  it('names the URL parameters and separators', () => {
    expect(filterParamName('3fa9c1e', 'category')).toBe('e-filter-3fa9c1e-category');
    expect(filterPageParamName('3fa9c1e')).toBe('e-page-3fa9c1e');
    expect(LOGICAL_JOIN_SEPARATORS).toEqual({ AND: '+', OR: '~' });
  });
});

describe('filter state', () => {
  it('rejects a missing filterData, terms that are not a list and a bad taxonomy', () => {
    expect(issuePaths(loopFilterStateSchema, without(state, ['d4e5f6a', 'filterData']))).toEqual([
      ['d4e5f6a', 'filterData'],
    ]);
    expect(issuePaths(loopFilterStateSchema, withValue(state, ['b7c8d9e', 'filterData', 'terms'], 'shoes'))).toEqual([
      ['b7c8d9e', 'filterData', 'terms'],
    ]);
    const taxonomy = withValue(state, ['b7c8d9e', 'filterData', 'selectedTaxonomy'], 'Product Cat');
    expect(issuePaths(loopFilterStateSchema, taxonomy)).toEqual([['b7c8d9e', 'filterData', 'selectedTaxonomy']]);
  });
});

describe('refresh call', () => {
  it('rejects a text post id, a missing widget id and an unnormalised join', () => {
    expect(issuePaths(loopRefreshRequestSchema, { ...refresh, post_id: '214' })).toEqual([['post_id']]);
    expect(issuePaths(loopRefreshRequestSchema, without(refresh, ['widget_id']))).toEqual([['widget_id']]);
    const join = withValue(refresh, ['widget_filters', 'taxonomy', 'category', 'logicalJoin'], 'or');
    expect(issuePaths(loopRefreshRequestSchema, join)).toEqual([
      ['widget_filters', 'taxonomy', 'category', 'logicalJoin'],
    ]);
  });

  it('sends widget_model and is_edit_mode only together', () => {
    expect(issuePaths(loopRefreshRequestSchema, without(refreshEdit, ['widget_model']))).toEqual([['widget_model']]);
    expect(issuePaths(loopRefreshRequestSchema, without(refreshEdit, ['is_edit_mode']))).toEqual([['is_edit_mode']]);
  });

  it('rejects a response without data', () => {
    expect(issuePaths(loopRefreshResponseSchema, { html: '<div></div>' })).toEqual([['data']]);
  });
});
