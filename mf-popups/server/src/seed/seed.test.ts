import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { popupsSlice } from '../index';
import { popupsSettingsSchema } from '../settings';

const NO_CATALOGUE = { posts: 0, products: 0, offers: 0, users: 0 };
const SITE_POPUPS = ['adblock-notice', 'blog-scroll', 'exit-offer', 'welcome-deals'];

describe('the seed and POPUPS_SITE_DEMO', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [popupsSlice] });
  }, 60_000);
  afterAll(() => t.close());

  /** Seed an empty table with the settings this environment parses to; the enabled state of each site popup. */
  async function seedWith(env: Record<string, string>): Promise<Record<string, boolean>> {
    await t.db.query('DELETE FROM popups.builder_popups');
    await popupsSlice.seed?.(t.db, NO_CATALOGUE, () => {}, popupsSettingsSchema.parse(env));
    const { rows } = await t.db.query<{ id: string; enabled: boolean }>(
      'SELECT id, enabled FROM popups.builder_popups ORDER BY id',
    );
    const demoPages = rows.filter((r) => r.id.startsWith('demo-'));
    expect(demoPages.length).toBeGreaterThan(10);
    expect(demoPages.every((r) => r.enabled)).toBe(true);
    return Object.fromEntries(rows.filter((r) => SITE_POPUPS.includes(r.id)).map((r) => [r.id, r.enabled]));
  }

  it('on (npm start’s demo) seeds the site’s own popups enabled', async () => {
    expect(await seedWith({ POPUPS_SITE_DEMO: 'on' })).toEqual(Object.fromEntries(SITE_POPUPS.map((id) => [id, true])));
  });

  it('off, or unset (the e2e server, the bench, npm run seed), seeds them disabled; the demo pages keep theirs', async () => {
    const disabled = Object.fromEntries(SITE_POPUPS.map((id) => [id, false]));
    expect(await seedWith({ POPUPS_SITE_DEMO: 'off' })).toEqual(disabled);
    expect(await seedWith({})).toEqual(disabled);
  });

  it('a seed without settings (a caller that has none) uses the default: disabled', async () => {
    await t.db.query('DELETE FROM popups.builder_popups');
    await popupsSlice.seed?.(t.db, NO_CATALOGUE, () => {});
    const { rows } = await t.db.query<{ enabled: boolean }>(
      "SELECT enabled FROM popups.builder_popups WHERE id = 'welcome-deals'",
    );
    expect(rows).toEqual([{ enabled: false }]);
  });

  it('refuses a value other than on or off at start', () => {
    expect(popupsSettingsSchema.safeParse({ POPUPS_SITE_DEMO: 'yes' }).error?.issues[0]?.message).toBe(
      'POPUPS_SITE_DEMO is on or off',
    );
  });
});
