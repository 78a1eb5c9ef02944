import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';

/** The number a sidebar choice shows in its label: "Acme (34)" -> 34. */
async function countOf(choice: Locator): Promise<number> {
  const text = await choice.evaluate((input) => input.closest('label')?.textContent ?? '');
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

test.describe('the filter sidebar on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('slides in from the trigger, closes by Escape, overlay and close button, focus back each time', async ({
    page,
  }) => {
    await page.goto('/shop');
    const trigger = page.getByRole('link', { name: 'Filters', exact: true });
    const panel = page.getByRole('dialog', { name: 'Filter products' });
    // Closed, the panel is out of view and out of reach.
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeHidden();

    const open = async () => {
      await trigger.click();
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute('aria-modal', 'true');
      await expect(panel.getByRole('link', { name: 'Close filters' })).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    };
    const closed = async () => {
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: 'Apply filters' })).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    };

    await open();
    const violations = (await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations;
    expect(violations.map((v) => v.id)).toEqual([]);
    // Tab stays inside: from the last control it wraps to the first.
    await panel.getByRole('link', { name: 'Clear filters' }).focus();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Close filters' })).toBeFocused();
    await page.keyboard.press('Escape');
    await closed();

    await open();
    // The dark overlay beside the panel (the panel is at most 88% of the width).
    await page.mouse.click(380, 600);
    await closed();

    await open();
    await panel.getByRole('link', { name: 'Close filters' }).click();
    await closed();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('applies a brand from the panel, keeps it in the URL and lists only that brand', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('link', { name: 'Filters', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter products' });
    const choice = panel.getByRole('checkbox', { name: /^Acme/ });
    const acme = await countOf(choice);
    expect(acme).toBeGreaterThan(0);
    await choice.check();
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/shop\?brand=acme$/);
    await expect(page.getByText(new RegExp(`(of|all) ${acme} results`))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveText(['Brand: Acme ×']);
    const titles = await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('heading', { level: 2 })
      .allInnerTexts();
    expect(titles.length).toBe(Math.min(24, acme));
    for (const title of titles) expect(title).toMatch(/^Acme /);
  });
});

test.describe('the filter sidebar without JavaScript (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('is a plain form above the list: choices go into the URL, each with its count', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: 'Filters', exact: true })).toBeHidden();
    const apply = page.getByRole('button', { name: 'Apply filters' });
    await expect(apply).toBeVisible();
    // The form comes before the products.
    const formTop = (await apply.boundingBox())?.y ?? Infinity;
    const firstCard =
      (
        await page
          .getByRole('button', { name: /^Add to cart: / })
          .first()
          .boundingBox()
      )?.y ?? 0;
    expect(formTop).toBeLessThan(firstCard);

    const onSale = await countOf(page.getByRole('checkbox', { name: /^On sale/ }));
    await page.getByRole('checkbox', { name: /^On sale/ }).check();
    await page.getByRole('spinbutton', { name: 'To' }).fill('500');
    await apply.click();
    // Blank fields are left out of the address the form lands on.
    await expect(page).toHaveURL(/\/shop\?max_price=500&on_sale=1$/);
    await expect(page.getByRole('checkbox', { name: /^On sale/ })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'To' })).toHaveValue('500');
    const shown = Number(
      /of (\d+) results|all (\d+) results/
        .exec(
          await page
            .getByText(/results/)
            .first()
            .innerText(),
        )
        ?.slice(1)
        .find(Boolean),
    );
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(onSale);
    for (const price of await page.locator('main .shop-price ins').allInnerTexts()) {
      expect(Number(price.replace(/[^\d,]/g, '').replace(',', '.'))).toBeLessThanOrEqual(500);
    }

    // Pages keep the filters; a chip removes one.
    const next = page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Next →' });
    if (await next.count()) {
      await next.click();
      await expect(page).toHaveURL(/\/shop\?max_price=500&on_sale=1&paged=2$/);
    }
    await page.getByRole('link', { name: 'Remove filter On sale' }).click();
    await expect(page).toHaveURL(/\/shop\?max_price=500$/);
  });
});
