import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { postWhere, seededContentApp } from '../testing/content-app';
import { must } from '../testing/must';

/** The post page's blocks as the seed writes them (issue 14), read back through the real page on each driver. */
describe.each(testDrivers())('mf-content post blocks (%s)', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const page = async (where: string) => (await get(`/blog/${(await postWhere(t, where)).slug}`)).body;

  beforeAll(async () => {
    t = await seededContentApp(driver, 60);
  }, 60_000);
  afterAll(() => t.close());

  it('links every heading from the table of contents, by the ids the headings carry', async () => {
    const body = await page('NOT restricted');
    const tocIds = [...body.matchAll(/<a href="#([a-z0-9-]+)" data-content-scroll="30">/g)].map((m) => m[1]);
    const headingIds = [...body.matchAll(/<h[23] class="content-heading" id="([a-z0-9-]+)">/g)].map((m) => m[1]);
    expect(tocIds.length).toBeGreaterThan(1);
    expect(tocIds).toEqual(headingIds);
    expect(body).toContain('<details class="content-toc" open>');
    expect(body).toMatch(/<details class="content-table"( open)?><summary class="content-table__summary">/);
  });

  it('places the post-page island where it is needed: scroll, the ToC, its memory, the end of the post', async () => {
    const body = await page('NOT restricted');
    // Mounted after about 100 px of scroll, on reaching for the ToC, at once only for a visitor who hid the ToC.
    expect(body).toContain(
      '<span class="content-scroll-sentinel" data-island="mf-content/post-page" data-mount="visible" aria-hidden="true"></span>',
    );
    expect(body).toContain(
      '<span data-island="mf-content/post-page" data-mount="eager" data-mount-cookie="content.toc-hidden" hidden></span><div class="content-toc-slot" data-island="mf-content/post-page" data-mount="interaction"><details class="content-toc" open>',
    );
    // Nothing mounts at idle or at once for everyone: a visitor who only reads the first screen loads no island.
    expect(body).not.toMatch(/data-island="mf-content\/post-page" data-mount="(idle|eager)">/);
    expect(body).toMatch(
      /<nav class="content-post-nav" aria-label="More posts" data-island="mf-content\/post-page" data-mount="visible">[\s\S]*<a class="content-post-nav__top" href="#top" data-content-scroll>Back to top<\/a><\/nav>/,
    );
  });

  it('shares the post by its absolute address as plain new-tab links', async () => {
    const post = await postWhere(t, 'NOT restricted');
    const body = (await get(`/blog/${post.slug}`)).body;
    expect(body).toMatch(
      new RegExp(
        `href="https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=https?%3A%2F%2F[^"]+%2Fblog%2F${post.slug}" target="_blank"`,
      ),
    );
    expect(body).toContain('data-content-share="image-pinning"');
    expect(body).toContain('data-content-share="short-message"');
    expect(body).toContain('data-island="mf-content/share" data-mount="interaction"');
  });

  it('draws reviews with rating bars and radial ratings as reveal islands', async () => {
    const body = await page('blocks @> \'[{"type":"rating-bars"}]\' AND NOT restricted');
    expect(body).toMatch(/<div class="content-bars" data-island="mf-content\/reveal" data-mount="visible">/);
    expect(body).toMatch(/style="--content-half:[\d.]+deg;--content-full:[\d.]+deg"/);
    // The old single bar is not drawn again under the blocks.
    expect(body).not.toContain('class="content-rating"');
  });

  it('shows videos as local posters in a sized box and carousels as scroll tracks', async () => {
    const video = await page('blocks @> \'[{"type":"video"}]\' AND NOT restricted');
    expect(video).toMatch(
      /<div class="content-video__frame" style="aspect-ratio:1280\/720"><a class="content-video__poster"/,
    );
    expect(video).toMatch(/<img src="\/content\/media\/video-\d+\.svg" alt="" width="1280" height="720"/);
    expect(video).not.toContain('<iframe');
    const carousel = await page('blocks @> \'[{"type":"carousel"}]\' AND NOT restricted');
    expect(carousel).toContain('data-island="mf-content/carousel" data-mount="visible"');
  });

  it('renders a running countdown block and leaves an ended one out', async () => {
    const running = await postWhere(t, 'countdown_to > now() AND NOT restricted');
    expect((await get(`/blog/${running.slug}`)).body).toContain('data-island="mf-content/countdown"');
    await t.db.query(
      `UPDATE content.posts SET blocks = jsonb_set(blocks, '{1,to}', to_jsonb('2020-01-01T00:00:00Z'::text)), countdown_to = '2020-01-01'
       WHERE id = $1 AND blocks->1->>'type' = 'countdown'`,
      [running.id],
    );
    expect((await get(`/blog/${running.slug}`)).body).not.toContain('data-island="mf-content/countdown"');
  });

  it('serves the seed pictures as cacheable SVG and refuses any other name', async () => {
    const ok = await get('/content/media/gallery-7.svg');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(ok.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(ok.body).toContain('Gallery 7');
    for (const bad of ['gallery-13', 'script-1', 'gallery-1%22']) {
      expect((await get(`/content/media/${bad}.svg`)).statusCode).toBe(404);
    }
  });

  it('reads blocks back through the contract: every seeded post renders', async () => {
    const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM content.posts ORDER BY id');
    for (const { slug } of rows) expect((await get(`/blog/${slug}`)).statusCode).toBe(200);
    expect(must(rows[0]).slug).toBeTruthy();
  });
});
