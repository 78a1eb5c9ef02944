import { expect, test, type Page } from '@playwright/test';
import {
  countRequests,
  markPage,
  mounted,
  MOUSE,
  navigations,
  remoteAfterPress,
  VISITORS,
} from './first-interaction-kit';
import { recordConsoleErrors } from '../support/islands';
import { postWith } from './post-kit';
import { cartLink, cards } from './cart-kit';
import { countOf, statusOf, term as chip, widget } from './loop-kit';

/**
 * Issue 30, no first tap lost, in a real Chromium with a finger at 390 px and a mouse at 1280 px: the press that
 * wakes an island mounted on interaction is held by the shell's loader and replayed once the island is mounted,
 * exactly once. Each test lets the island's files arrive only after that press (a slow network, never a race), so
 * the press always finds the island not mounted: the loop filter refreshes in place instead of reloading, "Add to
 * cart" adds one item through its fetch instead of posting the form, a share link opens its sized window instead
 * of a tab. And after an archive-mode search the header's search box shows the new term.
 */

const REFRESH = '/api/builder/v1/refresh-loop';

const refreshes = (page: Page) => countRequests(page, (r) => new URL(r.url()).pathname === REFRESH);

/** Adds sent to the server, with JavaScript (the cart API) or without (the no-JS form's post). */
const adds = (page: Page) => ({
  fetched: countRequests(page, (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/shop/cart/lines'),
  posted: countRequests(page, (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/cart/add'),
});

for (const visitor of VISITORS) {
  test.describe(`the first press of ${visitor.name}`, () => {
    test.use(visitor.use);

    test('on a loop-filter chip refreshes the grid in place, once; the next chips and the other grid too', async ({
      page,
    }) => {
      // A replay the page refuses (Trusted Types, CSP) or that throws would show here.
      const errors = recordConsoleErrors(page);
      const refreshed = refreshes(page);
      const { requested } = await remoteAfterPress(page, 'mf-content');
      await page.goto('/blog');
      const blog = widget(page, 'Latest posts');
      const same = await markPage(page);
      const loads = navigations(page);

      const reviews = chip(blog, 'Reviews');
      const reviewCount = await countOf(reviews);
      await visitor.press(reviews);
      await expect(page).toHaveURL(/\/blog\?e-filter-blog-category=reviews$/);
      await expect(statusOf(blog)).toHaveText(new RegExp(`^${reviewCount} posts`));
      expect(await same(), 'the page was reloaded').toBe(true);
      await expect(reviews).toHaveAttribute('aria-current', 'true');
      await mounted(blog);
      expect(requested.length).toBeGreaterThan(0);
      expect(refreshed()).toBe(1);

      // The island is mounted now: the next chip is its own click.
      const guideCount = await countOf(chip(blog, 'Guides'));
      await visitor.press(chip(blog, 'Guides'));
      await expect(page).toHaveURL(/\/blog\?e-filter-blog-category=reviews~guides$/);
      await expect(statusOf(blog)).toHaveText(new RegExp(`^${reviewCount + guideCount} posts`));
      expect(refreshed()).toBe(2);

      // The other grid, on the address the filter reached: its own island's first press, in place as well.
      const picks = widget(page, 'Top-rated reviews');
      const tag = picks.getByRole('list', { name: /^Tags/ }).getByRole('link').nth(1);
      const tagCount = await countOf(tag);
      await visitor.press(tag);
      await expect(page).toHaveURL(/\/blog\?e-filter-blog-category=reviews~guides&e-filter-picks-tag=[a-z-]+$/);
      await expect(statusOf(picks)).toHaveText(new RegExp(`^${tagCount} posts?`));
      await expect(statusOf(blog)).toHaveText(new RegExp(`^${reviewCount + guideCount} posts`));
      expect(refreshed()).toBe(3);
      expect(loads()).toBe(0);
      expect(await same()).toBe(true);
      expect(errors).toEqual([]);
    });

    test('on "Add to cart" adds one item in place, through the cart API', async ({ page }) => {
      const sent = adds(page);
      await remoteAfterPress(page, 'mf-shop');
      await page.goto('/shop');
      const card = cards(page).first();
      const title = await card.getByRole('heading', { level: 2 }).innerText();
      const same = await markPage(page);
      const loads = navigations(page);

      await visitor.press(card.getByRole('button', { name: `Add to cart: ${title}` }));
      await expect(cartLink(page)).toHaveAccessibleName('Cart (1 item)');
      expect(await same(), 'the page was left').toBe(true);
      await expect(page).toHaveURL(/\/shop$/);
      await expect(card.getByRole('status')).toHaveText('Added to your cart.');
      // The toast comes with the server's answer: by then the add is stored.
      await expect(page.getByRole('status').filter({ hasText: /^Added to your cart\. Subtotal:/ })).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart (1 item)');
      expect({ fetched: sent.fetched(), posted: sent.posted(), loads: loads() }).toEqual({
        fetched: 1,
        posted: 0,
        loads: 0,
      });

      await page.goto('/cart');
      await expect(page.getByRole('spinbutton', { name: `Quantity of ${title}` })).toHaveValue('1');
      await expect(page.getByText('Subtotal (1 item)')).toBeVisible();
    });

    test('on "Add to cart", pressed again before the island has loaded, still adds one item', async ({ page }) => {
      const sent = adds(page);
      await remoteAfterPress(page, 'mf-shop', 2);
      await page.goto('/shop');
      const card = cards(page).first();
      const add = card.getByRole('button', { name: /^Add to cart/ });
      const loads = navigations(page);

      // Nothing happened yet, so the visitor presses again: the same press, held once. The button is right there
      // (unless the first press posted the form and left the page).
      await visitor.press(add);
      await visitor.press(add, { timeout: 5_000 });
      await expect(page.getByRole('status').filter({ hasText: /^Added to your cart\. Subtotal:/ })).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart (1 item)');
      expect({ fetched: sent.fetched(), posted: sent.posted(), loads: loads() }).toEqual({
        fetched: 1,
        posted: 0,
        loads: 0,
      });
      const countCookie = (await page.context().cookies()).find((c) => c.name === 'shop.cart-count');
      expect(countCookie?.value).toBe('1');
    });

    test('on a share link opens the sized share window, one window and no tab', async ({ page, context }) => {
      // No internet here: the share hosts answer with an empty page.
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.fulfill({ contentType: 'text/html', body: '<title>shared</title>' }),
      );
      await page.addInitScript(() => {
        const calls: string[][] = [];
        const open = window.open.bind(window);
        Object.assign(window, { shareOpens: calls });
        window.open = (...args: Parameters<typeof window.open>) => {
          calls.push(args.map(String));
          return open(...args);
        };
      });
      await remoteAfterPress(page, 'mf-content');
      const post = await postWith(page.request, 'data-content-share');
      await page.goto(post);
      const facebook = page
        .getByRole('list', { name: 'Share this post' })
        .getByRole('link', { name: /^Facebook \(opens/ });
      const href = (await facebook.getAttribute('href')) ?? '';

      const popup = context.waitForEvent('page');
      await visitor.press(facebook);
      const opened = await popup;
      await opened.waitForLoadState();
      const screen = await page.evaluate(() => ({ w: window.screen.width, h: window.screen.height }));
      const features = `popup,width=600,height=300,left=${Math.round((screen.w - 600) / 2)},top=${Math.round((screen.h - 300) / 2)}`;
      expect(await page.evaluate(() => (window as unknown as { shareOpens: string[][] }).shareOpens)).toEqual([
        [href, 'content-share-other', features],
      ]);
      expect(context.pages()).toHaveLength(2);
      expect(opened.url()).toBe(href);
      expect(new URL(page.url()).pathname).toBe(post);
    });

    test('after an archive-mode search, the header search box shows the new term', async ({ page }) => {
      await page.goto('/search?s=pro');
      const input = page.getByRole('main').getByRole('searchbox', { name: 'Search for' });
      await visitor.press(input);
      await input.fill('wireless');
      await expect(page).toHaveURL(/\/search\?s=wireless$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('wireless');
      await expect(page.locator('.search-page__search')).toHaveAttribute('data-island-state', 'mounted');

      const header = page.getByRole('banner');
      if (visitor.touch) {
        // A phone's header search is an icon, the summary of the slide form's disclosure: a full-screen popover.
        await visitor.press(header.getByRole('group').locator('summary'));
        const popover = page.getByRole('dialog', { name: 'Search' });
        await expect(popover.getByRole('combobox', { name: 'Search' })).toHaveValue('wireless');
      } else {
        // The inline box, its island not mounted yet; then mounted, the live box starts from the shown term.
        await expect(header.getByRole('searchbox', { name: 'Search' })).toHaveValue('wireless');
        await header.getByRole('searchbox', { name: 'Search' }).focus();
        await expect(header.getByRole('combobox', { name: 'Search' })).toHaveValue('wireless');
      }
    });
  });
}

test.describe('the first press of a keyboard at 1280 px', () => {
  test.use(MOUSE.use);

  test('Enter on a loop-filter chip reached with Tab refreshes the grid in place, once', async ({ page }) => {
    const refreshed = refreshes(page);
    await remoteAfterPress(page, 'mf-content');
    // The address a filter link reaches without JavaScript.
    await page.goto('/blog?e-filter-blog-category=reviews');
    const blog = widget(page, 'Latest posts');
    const reviewCount = await countOf(chip(blog, 'Reviews'));
    const couponCount = await countOf(chip(blog, 'Coupons'));
    const same = await markPage(page);
    const loads = navigations(page);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(blog.getByRole('navigation').getByRole('link', { name: 'All' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    const coupons = chip(blog, 'Coupons');
    await expect(coupons).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\?e-filter-blog-category=reviews~coupons$/);
    await expect(statusOf(blog)).toHaveText(new RegExp(`^${reviewCount + couponCount} posts`));
    expect(await same(), 'the page was reloaded').toBe(true);
    await expect(coupons).toHaveAttribute('aria-current', 'true');
    await expect(coupons).toBeFocused();
    expect(refreshed()).toBe(1);
    expect(loads()).toBe(0);
  });
});
