import { wallClockSchema } from './builder-popup';
import { secondLayerPopupSchema } from './second-layer-popup';
import { secondLayerContentRequestSchema, secondLayerTriggerSchema } from './second-layer';

it('dates in triggers follow the builder’s wall-clock format exactly', () => {
  for (const value of [
    '2026-01-01 00:00',
    '2026-01-01T08:30:15',
    '2026-1-01 00:00',
    '2026-01-01',
    '01/01/2026 00:00',
  ]) {
    const builder = wallClockSchema.safeParse(value).success;
    expect(secondLayerTriggerSchema.safeParse({ type: 'on-date', date: value }).success).toBe(builder);
  }
});

it('a daily window takes HH:mm only; a trigger needs its own fields', () => {
  expect(secondLayerTriggerSchema.safeParse({ type: 'on-time' }).success).toBe(true);
  expect(secondLayerTriggerSchema.safeParse({ type: 'on-time', start: '24:00' }).success).toBe(false);
  expect(secondLayerTriggerSchema.safeParse({ type: 'scroll-trigger' }).success).toBe(false);
  expect(secondLayerTriggerSchema.safeParse({ type: 'weekly-schedule' }).success).toBe(false);
});

it('the stored row and the content call', () => {
  const row = {
    id: 'p',
    title: 'P',
    enabled: true,
    pages: { include: ['/'] },
    trigger: { type: 'page-load', delay: 1 },
    settings: { show_again_delay: 'week' },
    content: [{ type: 'heading', text: 'Hi' }],
    scripts: [{ handle: 'x', src: 'https://elsewhere.example/x.js' }],
    styles: {},
    afterScripts: [],
  };
  expect(secondLayerPopupSchema.safeParse(row).success).toBe(true);
  expect(secondLayerPopupSchema.safeParse({ ...row, settings: { show_again_delay: 'year' } }).success).toBe(false);
  const call = { action: 'popups_get_content', popup_id: 'p', page_url: '/x' };
  expect(secondLayerContentRequestSchema.safeParse({ ...call, forceLoad: 'true' }).success).toBe(true);
  expect(secondLayerContentRequestSchema.safeParse({ ...call, popup_id: '../x' }).success).toBe(false);
});
