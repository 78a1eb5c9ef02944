import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordConsoleErrors } from '../support/islands';
import { countOf, statusOf, term, widget } from './loop-kit';

const REFRESH = '**/api/builder/v1/refresh-loop';

const categoriesShown = (region: Locator) =>
  region.getByRole('article').locator('.content-card__category').allInnerTexts();

/** Reach for the widget as a visitor does, so its island mounts (it loads on interaction, issue 10). */
async function reach(region: Locator): Promise<void> {
  await region.getByRole('status').hover();
  await expect(region).toHaveAttribute('data-island-state', 'mounted');
}

/** A mark on the page that a full navigation would wipe: the filter must not reload the page. */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { loopMark: true }));
  return () => page.evaluate(() => 'loopMark' in window);
}

test.describe('the loop grid filter with JavaScript', () => {
  test('filters by OR categories and AND tags, resets the page, overlays while loading, without a reload', async ({
    page,
  }) => {
    // A Trusted Types or CSP refusal of the swap would show here.
    const errors = recordConsoleErrors(page);
    await page.goto('/blog?paged=2');
    const blog = widget(page, 'Latest posts');
    await reach(blog);
    const same = await markPage(page);

    const reviews = term(blog, 'Reviews');
    const reviewCount = await countOf(reviews);
    await reviews.click();
    await expect(page).toHaveURL(/\/blog\?e-filter-blog-category=reviews$/);
    await expect(statusOf(blog)).toHaveText(new RegExp(`^${reviewCount} posts`));
    await expect(reviews).toHaveAttribute('aria-current', 'true');
    expect(new Set(await categoriesShown(blog))).toEqual(new Set(['REVIEWS']));

    // OR: a second category adds its posts, joined by '~'.
    const guideCount = await countOf(term(blog, 'Guides'));
    await term(blog, 'Guides').click();
    await expect(page).toHaveURL(/e-filter-blog-category=reviews~guides$/);
    await expect(statusOf(blog)).toHaveText(new RegExp(`^${reviewCount + guideCount} posts`));

    // AND: each tag's count says what choosing it leaves; a second tag joins with '+'.
    const tags = blog.getByRole('list', { name: /^Tags/ }).getByRole('link');
    const budget = term(blog, 'Budget');
    const budgetCount = await countOf(budget);
    await budget.click();
    await expect(statusOf(blog)).toHaveText(new RegExp(`^${budgetCount} posts?`));
    let second: { name: string; count: number } | null = null;
    for (const text of await tags.allInnerTexts()) {
      const [, name = '', count = '0'] = /^(.+?)\s+(\d+)$/.exec(text.trim()) ?? [];
      if (name && name !== 'Budget' && Number(count) > 0) second = { name, count: Number(count) };
    }
    if (!second) throw new Error('no second tag with posts under Budget in the seed');
    const slug = second.name.toLowerCase().replace(/ /g, '-');
    // Held for a moment: the overlay is up while the request runs, and gone after.
    await page.route(REFRESH, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await term(blog, second.name).click();
    await expect(blog).toHaveClass(/content-loop--loading/);
    await expect(page).toHaveURL(new RegExp(`e-filter-blog-tag=budget\\+${slug}$`));
    await expect(statusOf(blog)).toHaveText(new RegExp(`^${second.count} posts?`));
    await expect(blog).not.toHaveClass(/content-loop--loading/);
    await page.unroute(REFRESH);
    expect(await same()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a failed refresh leaves the grid, removes the overlay and puts the address back', async ({ page }) => {
    await page.goto('/blog');
    const blog = widget(page, 'Latest posts');
    await reach(blog);
    const before = await blog.getByRole('article').allInnerTexts();
    await page.route(REFRESH, (route) => route.fulfill({ status: 500, body: '{"error":{}}' }));
    await term(blog, 'News').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blog).not.toHaveClass(/content-loop--loading/);
    expect(await blog.getByRole('article').allInnerTexts()).toEqual(before);
    await expect(term(blog, 'News')).not.toHaveAttribute('aria-current', 'true');
  });

  test('Back and Forward bring back the filters and the posts of each address', async ({ page }) => {
    await page.goto('/blog');
    const blog = widget(page, 'Latest posts');
    await reach(blog);
    const all = await statusOf(blog).innerText();
    const dealCount = await countOf(term(blog, 'Deals'));
    const newsCount = await countOf(term(blog, 'News'));
    const deals = new RegExp(`^${dealCount} posts`);
    const both = new RegExp(`^${dealCount + newsCount} posts`);
    await term(blog, 'Deals').click();
    await expect(page).toHaveURL(/e-filter-blog-category=deals$/);
    await expect(statusOf(blog)).toHaveText(deals);
    await term(blog, 'News').click();
    await expect(page).toHaveURL(/e-filter-blog-category=deals~news$/);
    await expect(statusOf(blog)).toHaveText(both);

    await page.goBack();
    await expect(page).toHaveURL(/e-filter-blog-category=deals$/);
    await expect(statusOf(blog)).toHaveText(deals);
    expect(new Set(await categoriesShown(blog))).toEqual(new Set(['DEALS']));
    await expect(term(blog, 'News')).not.toHaveAttribute('aria-current', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(statusOf(blog)).toHaveText(all);
    await page.goForward();
    await expect(statusOf(blog)).toHaveText(deals);
    // The restored state is the one the next click starts from.
    await term(blog, 'News').click();
    await expect(page).toHaveURL(/e-filter-blog-category=deals~news$/);
    await expect(statusOf(blog)).toHaveText(both);
  });

  test('two grids on one page filter and go back independently', async ({ page }) => {
    await page.goto('/blog');
    const blog = widget(page, 'Latest posts');
    const picks = widget(page, 'Top-rated reviews');
    await reach(picks);
    const blogStatus = await statusOf(blog).innerText();
    const picksStatus = await statusOf(picks).innerText();
    const tag = picks.getByRole('list', { name: /^Tags/ }).getByRole('link').nth(1);
    const tagName = ((await tag.innerText()).trim().match(/^(.+?)\s+\d+$/) ?? [])[1] ?? '';
    const tagCount = await countOf(tag);
    await tag.click();
    await expect(page).toHaveURL(/\/blog\?e-filter-picks-tag=[a-z-]+$/);
    await expect(statusOf(picks)).toHaveText(new RegExp(`^${tagCount} posts?`));
    expect(picksStatus).not.toMatch(new RegExp(`^${tagCount} posts?`));
    await expect(statusOf(blog)).toHaveText(blogStatus);
    expect(tagName).not.toBe('');

    await reach(blog);
    const guides = await countOf(term(blog, 'Guides'));
    await term(blog, 'Guides').click();
    await expect(page).toHaveURL(/[?&]e-filter-blog-category=guides(&|$)/);
    expect(new URL(page.url()).searchParams.get('e-filter-picks-tag')).toMatch(/^[a-z-]+$/);
    await expect(statusOf(blog)).toHaveText(new RegExp(`^${guides} posts`));
    const picksFiltered = await statusOf(picks).innerText();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?e-filter-picks-tag=[a-z-]+$/);
    await expect(statusOf(blog)).toHaveText(blogStatus);
    await expect(statusOf(picks)).toHaveText(picksFiltered);
  });

  test('says so when nothing matches, and keeps focus on the filter for keyboard users', async ({ page }) => {
    await page.goto('/blog?e-filter-blog-category=reviews');
    const blog = widget(page, 'Latest posts');
    // Reviews name no store: any store leaves nothing. Reached by keyboard: focus mounts the island.
    const store = blog
      .getByRole('list', { name: /^Store/ })
      .getByRole('link')
      .nth(1);
    await store.focus();
    await expect(blog).toHaveAttribute('data-island-state', 'mounted');
    await page.keyboard.press('Enter');
    await expect(statusOf(blog)).toHaveText('No posts match these filters.');
    await expect(blog.getByText('No posts match these filters.', { exact: false }).last()).toBeVisible();
    await expect(
      blog
        .getByRole('list', { name: /^Store/ })
        .getByRole('link')
        .nth(1),
    ).toBeFocused();
    await blog.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('filters the home page’s latest posts one category at a time', async ({ page }) => {
    await page.goto('/');
    const latest = widget(page, 'Latest posts');
    await reach(latest);
    await term(latest, 'News').click();
    await expect(page).toHaveURL(/\/\?e-filter-latest-category=news$/);
    await expect(term(latest, 'News')).toHaveAttribute('aria-current', 'true');
    // The address changes as the request starts; the grid follows when its answer lands.
    await expect.poll(async () => new Set(await categoriesShown(latest))).toEqual(new Set(['NEWS']));
    await term(latest, 'Deals').click();
    await expect(page).toHaveURL(/\/\?e-filter-latest-category=deals$/);
    await expect.poll(async () => new Set(await categoriesShown(latest))).toEqual(new Set(['DEALS']));
  });

  test('has no axe violations on the blog, before and after a filter change', async ({ page }) => {
    await page.goto('/blog');
    const axe = () => new AxeBuilder({ page }).include('main').analyze();
    expect((await axe()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    const blog = widget(page, 'Latest posts');
    await reach(blog);
    await term(blog, 'Reviews').click();
    await expect(page).toHaveURL(/reviews$/);
    await expect(blog).not.toHaveClass(/content-loop--loading/);
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('the loop grid filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters with plain links: OR, AND, pages that keep the filters', async ({ page }) => {
    await page.goto('/blog?paged=2');
    const blog = widget(page, 'Latest posts');
    const reviewCount = await countOf(term(blog, 'Reviews'));
    await term(blog, 'Reviews').click();
    await expect(page).toHaveURL(/\/blog\?e-filter-blog-category=reviews$/);
    await expect(statusOf(blog)).toHaveText(new RegExp(`^${reviewCount} posts`));
    await term(blog, 'Guides').click();
    await expect(page).toHaveURL(/e-filter-blog-category=reviews~guides$/);
    await term(blog, 'Budget').click();
    await expect(page).toHaveURL(/e-filter-blog-category=reviews~guides&e-filter-blog-tag=budget$/);
    const older = blog.getByRole('link', { name: 'Older posts' });
    if (await older.count()) {
      await older.click();
      await expect(page).toHaveURL(/e-filter-blog-tag=budget&paged=2$/);
      await expect(term(blog, 'Budget')).toHaveAttribute('aria-current', 'true');
    }
    await term(blog, 'Budget').click();
    await expect(page).toHaveURL(/\/blog\?e-filter-blog-category=reviews~guides$/);
  });
});
