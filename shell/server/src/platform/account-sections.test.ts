import type { FastifyRequest } from 'fastify';
import { authSlice } from '@site/mf-auth/server';
import { shopSlice } from '@site/mf-shop/server';
import { escapeHtml } from '@site/platform-kit/html';
import type { AccountSection, SiteConfig, Sql, VisitorState } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import type { TestVisitor } from '../../../../tools/testing/visitor';
import { loggedIn } from '../admin/testing/admin-visitors';
import { createAccountSections } from './account-sections';
import type { Slice } from './slice-types';

describe('account sections (the seam)', () => {
  const member: VisitorState = {
    loggedIn: true,
    user: { id: 5, displayName: 'M', avatarUrl: '', roles: ['customer'] },
  };
  const errors: unknown[] = [];
  const request = (visitor: VisitorState) =>
    ({ siteContext: { visitor }, log: { error: (e: unknown) => errors.push(e) } }) as unknown as FastifyRequest;
  const slice = (name: Slice['name'], sections: Slice['accountSections']): Slice =>
    ({ name, schema: name, migrationsDir: '', plugin: async () => {}, accountSections: sections }) as Slice;
  const section = (order: number, html: string): AccountSection => ({ order, html });

  it("gives the page's owner every slice's sections for the visitor, in order, leaving a failing slice out", async () => {
    const asked: number[] = [];
    const sections = createAccountSections({
      db: {} as Sql,
      site: {} as SiteConfig,
      slices: [
        slice('mf-shop', async (_db, _site, user) => {
          asked.push(user.id);
          return [section(20, '<section>b</section>')];
        }),
        slice('mf-content', async () => {
          throw new Error('content is down');
        }),
        slice('mf-popups', async () => [section(10, '<section>a</section>')]),
        slice('mf-search', undefined),
      ],
    });
    expect(await sections(request(member))).toEqual([
      section(10, '<section>a</section>'),
      section(20, '<section>b</section>'),
    ]);
    expect(asked).toEqual([5]);
    expect(errors).toHaveLength(1);
    expect(await sections(request({ loggedIn: false }))).toEqual([]);
    expect(asked).toEqual([5]);
  });
});

describe.each(testDrivers())('the account page shows the shop cashback clicks on %s', (driver) => {
  let t: TestApp;
  let offers: { id: number; title: string; destination_url: string }[];
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice, authSlice] });
    await shopSlice.seed?.(t.db, { products: 20, offers: 40, posts: 0, users: 0 }, () => undefined);
    const { rows } = await t.db.query<{ id: number; title: string; destination_url: string }>(
      'SELECT id, title, destination_url FROM shop.offers WHERE is_cashback ORDER BY id LIMIT 2',
    );
    offers = rows;
  }, 60_000);
  afterAll(() => t.close());

  const account = async (as: TestVisitor) =>
    (await t.app.inject({ url: '/account', headers: { ...as.headers, accept: 'text/html' } })).body;
  const click = (as: TestVisitor, offerId: number) =>
    t.app.inject({ url: `/go/${offerId}/cashback`, headers: { ...as.headers, 'sec-fetch-site': 'same-origin' } });

  it("lists a user's own clicks, newest first, and no one else's", async () => {
    const [first, second] = offers;
    if (!first || !second) throw new Error('the seed has too few cashback offers');
    const ann = await loggedIn(t.app, t.db, 'customer');
    const bob = await loggedIn(t.app, t.db, 'customer');
    expect(await account(ann)).toContain('You have not followed a cashback link yet.');

    expect((await click(ann, first.id)).headers.location).toBe(first.destination_url);
    expect((await click(ann, second.id)).headers.location).toBe(second.destination_url);
    expect((await click(bob, second.id)).statusCode).toBe(302);

    const page = await account(ann);
    expect(page).toContain('<h2 id="shop-cashback-clicks-title">Cashback clicks</h2>');
    // Each click links to its offer's own page (the offers list is paginated).
    const listed = [...page.matchAll(/<li><a href="\/offers\/(\d+)">([^<]*)<\/a>/g)].map((m) => Number(m[1]));
    expect(listed).toEqual([second.id, first.id]);
    expect(page).toContain(escapeHtml(first.title));
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ">[^<]+ UTC<\/time>/);
    // The section sits inside mf-auth's page, before its own forms.
    expect(page.indexOf('Cashback clicks')).toBeLessThan(page.indexOf('Change your password'));

    const bobs = await account(bob);
    const bobListed = [...bobs.matchAll(/<li><a href="\/offers\/(\d+)">/g)].map((m) => Number(m[1]));
    expect(bobListed).toEqual([second.id]);
  });
});
