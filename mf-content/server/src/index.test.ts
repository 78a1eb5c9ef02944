import type { SearchDocument } from '@site/shared-contracts/platform';
import type { TestApp } from '../../../tools/testing/test-app';
import { testDrivers } from '../../../tools/testing/test-db';
import { contentSlice } from './index';
import { seededContentApp } from './testing/content-app';
import { must } from './testing/must';

describe.each(testDrivers())("mf-content's parts of the site (%s)", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await seededContentApp(driver);
  }, 60_000);
  afterAll(() => t.close());

  it('contributes a home section, a Blog menu and search documents', async () => {
    const home = await must(contentSlice.homeSection)(t.db, {} as never, { loggedIn: false });
    expect(home.order).toBe(30);
    expect(home.html.match(/class="content-card"/g)).toHaveLength(6);
    const menu = await must(contentSlice.menu)(t.db);
    expect(menu.main?.[0]).toMatchObject({ label: 'Blog', href: '/blog' });
    expect(must(menu.main?.[0]).children).toContainEqual({ label: 'Reviews', href: '/category/reviews' });
    const docs: SearchDocument[] = [];
    for await (const batch of must(contentSlice.searchDocuments)(t.db)) docs.push(...batch);
    expect(docs).toHaveLength(30);
    expect(docs[0]).toMatchObject({
      postType: 'post',
      sourceId: 1,
      price: null,
      url: expect.stringMatching(/^\/blog\//),
    });
    expect(must(docs[0]).taxonomies.category).toHaveLength(1);
    expect(must(docs[0]).date).toMatch(/^\d{4}-\d\d-\d\dT/);
    const terms = await must(contentSlice.searchTerms)(t.db);
    expect(terms.map((term) => term.termId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(terms).toContainEqual({
      taxonomy: 'category',
      taxonomyPluralName: 'Categories',
      termId: 1,
      name: 'Deals',
      description: expect.any(String),
      url: '/category/deals',
    });
  });

  it('keeps members-only bodies out of the search index', async () => {
    const { rows } = await t.db.query<{ id: number; excerpt: string }>(
      'SELECT id, excerpt FROM content.posts WHERE restricted ORDER BY id LIMIT 1',
    );
    const restricted = must(rows[0]);
    const docs: SearchDocument[] = [];
    for await (const batch of must(contentSlice.searchDocuments)(t.db)) docs.push(...batch);
    expect(docs.find((d) => d.sourceId === restricted.id)?.body).toBe(restricted.excerpt);
  });
});
