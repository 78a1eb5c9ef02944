import type { z } from 'zod';
import popups from './fixtures/site-popups.json';
import counters from './fixtures/visitor-counters.json';
import session from './fixtures/session-state.json';
import layerStore from './fixtures/popup-layer-store.json';
import contentRequest from './fixtures/popup-content-request.json';
import contentSuccess from './fixtures/popup-content-response-success.json';
import contentError from './fixtures/popup-content-response-error.json';
import { issuePaths, without, withValue } from '../test-support/fixtures';
import {
  impressionsCountKey,
  POPUP_TIME_FRAME_SECONDS,
  popupImpressionsCountSchema,
  popupLayerContentRequestSchema,
  popupLayerContentResponseSchema,
  popupLayerStoreSchema,
  popupSessionStateSchema,
  popupTimingSchema,
  popupVisitorCountersSchema,
  sitePopupSchema,
} from './index';

const [full] = popups;

describe('popups golden fixtures', () => {
  it.each([
    ['visitor counters', popupVisitorCountersSchema, counters],
    ['session state', popupSessionStateSchema, session],
    ['second-layer store', popupLayerStoreSchema, layerStore],
    ['content request', popupLayerContentRequestSchema, contentRequest],
    ['content success response', popupLayerContentResponseSchema, contentSuccess],
    ['content error response', popupLayerContentResponseSchema, contentError],
  ] as const)('%s parses and keeps the exact data', (_name, schema: z.ZodType, fixture) => {
    expect(schema.parse(fixture)).toStrictEqual(fixture);
  });

  it.each(popups)('site popup $id parses unchanged', (popup) => {
    expect(sitePopupSchema.parse(popup)).toStrictEqual(popup);
  });
});

describe('site popup settings', () => {
  it('rejects a missing id and a duration without .size', () => {
    expect(issuePaths(sitePopupSchema, without(full, ['id']))).toEqual([['id']]);
    const bare = withValue(full, ['display', 'entrance_animation_duration'], 1.2);
    expect(issuePaths(sitePopupSchema, bare)).toEqual([['display', 'entrance_animation_duration']]);
  });

  it('rejects values outside the spelt enums', () => {
    const cases: [readonly (string | number)[], unknown][] = [
      [['display', 'close_button_position'], 'top'],
      [['timing', 'url_action'], 'match'],
      [['timing', 'times_period'], 'year'],
      [['timing', 'schedule_timezone'], 'utc'],
      [['timing', 'sources_sources', 0], 'social'],
      [['triggers', 'scrolling_direction'], 'left'],
    ];
    for (const [path, value] of cases) {
      expect(issuePaths(sitePopupSchema, withValue(full, path, value))).toEqual([path]);
    }
  });

  it('rejects wrong types: a text delay, a yes/no switch and a scroll offset over 100', () => {
    expect(issuePaths(sitePopupSchema, withValue(full, ['display', 'close_button_delay'], '3'))).toEqual([
      ['display', 'close_button_delay'],
    ]);
    expect(issuePaths(sitePopupSchema, withValue(full, ['triggers', 'exit_intent'], 'yes'))).toEqual([
      ['triggers', 'exit_intent'],
    ]);
    expect(issuePaths(sitePopupSchema, withValue(full, ['triggers', 'scrolling_offset'], 140))).toEqual([
      ['triggers', 'scrolling_offset'],
    ]);
  });

  it('needs the partner of a paired condition', () => {
    expect(issuePaths(popupTimingSchema, { url_url: '/blog/' })).toEqual([['url_action']]);
    expect(issuePaths(popupTimingSchema, { times_times: 2 })).toEqual([['times_period']]);
    expect(issuePaths(popupTimingSchema, { logged_in_users: 'custom', logged_in_roles: [] })).toEqual([
      ['logged_in_roles'],
    ]);
    expect(issuePaths(popupTimingSchema, { browsers_browsers: 'custom' })).toEqual([['browsers_options']]);
  });

  it('keeps an invalid regex: the condition fails at run time, not the settings', () => {
    const timing = { url_url: '([', url_action: 'regex' };
    expect(popupTimingSchema.parse(timing)).toStrictEqual(timing);
  });

  it('rejects a schedule that is not a builder date-time', () => {
    expect(issuePaths(popupTimingSchema, { schedule_start_date: '01/06/2025' })).toEqual([['schedule_start_date']]);
  });

  it('exports the time frames in seconds', () => {
    expect(POPUP_TIME_FRAME_SECONDS).toEqual({ day: 86400, week: 604800, month: 2628288 });
  });
});

describe('stored visitor counters', () => {
  it('rejects negative and fractional counters and a missing sessions count', () => {
    expect(issuePaths(popupVisitorCountersSchema, { ...counters, pageViews: -1 })).toEqual([['pageViews']]);
    const fractional = withValue(counters, ['popups', 'newsletter-signup', 'times'], 1.5);
    expect(issuePaths(popupVisitorCountersSchema, fractional)).toEqual([['popups', 'newsletter-signup', 'times']]);
    expect(issuePaths(popupVisitorCountersSchema, without(counters, ['sessions']))).toEqual([['sessions']]);
  });

  it('names the impressions counter key after the popup', () => {
    expect(impressionsCountKey('summer-sale')).toBe('popup-summer-sale-impressions-count');
    expect(popupImpressionsCountSchema.parse(4)).toBe(4);
    expect(issuePaths(popupImpressionsCountSchema, '4')).toEqual([[]]);
  });

  it('rejects an unknown second-layer status and a date string', () => {
    const status = withValue(layerStore, ['exit-survey', 'status'], 'disabled');
    expect(issuePaths(popupLayerStoreSchema, status)).toEqual([['exit-survey', 'status']]);
    const date = withValue(layerStore, ['welcome-offer', 'show-again-date'], '2026-01-01');
    expect(issuePaths(popupLayerStoreSchema, date)).toEqual([['welcome-offer', 'show-again-date']]);
    const missing = without(layerStore, ['cookie-tips', 'show-again-date']);
    expect(issuePaths(popupLayerStoreSchema, missing)).toEqual([['cookie-tips', 'show-again-date']]);
  });
});

describe('popup content call', () => {
  it('rejects another action, a missing popup_id and a text forceLoad', () => {
    expect(issuePaths(popupLayerContentRequestSchema, { ...contentRequest, action: 'get_popup' })).toEqual([
      ['action'],
    ]);
    expect(issuePaths(popupLayerContentRequestSchema, without(contentRequest, ['popup_id']))).toEqual([['popup_id']]);
    expect(issuePaths(popupLayerContentRequestSchema, { ...contentRequest, forceLoad: 'false' })).toEqual([
      ['forceLoad'],
    ]);
  });

  it('needs content on success and a message on error', () => {
    expect(issuePaths(popupLayerContentResponseSchema, without(contentSuccess, ['content']))).toEqual([['content']]);
    expect(issuePaths(popupLayerContentResponseSchema, without(contentError, ['message']))).toEqual([['message']]);
    expect(issuePaths(popupLayerContentResponseSchema, { ...contentError, type: 'warning' })).toEqual([['type']]);
  });

  it('refuses script sources that are neither http(s) nor site paths', () => {
    const bad = withValue(contentSuccess, ['content', 'scripts', 0, 'src'], 'javascript:alert(1)');
    expect(issuePaths(popupLayerContentResponseSchema, bad)).toEqual([['content', 'scripts', 0, 'src']]);
    const style = withValue(contentSuccess, ['content', 'styles', 'fonts'], '//cdn.evil.example/x.css');
    expect(issuePaths(popupLayerContentResponseSchema, style)).toEqual([['content', 'styles', 'fonts']]);
  });
});
