import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cartLink, cards } from './cart-kit';

/**
 * The add-to-cart island mounts when a visitor reaches for the form (pointer, touch or focus); until then the
 * form posts without JavaScript. The journeys below are about the island, so they reach first.
 */
async function reachFor(form: Locator): Promise<void> {
  await form.hover();
  await expect(form).toHaveAttribute('data-island-state', 'mounted');
}

async function openSideCart(page: Page): Promise<Locator> {
  await cartLink(page).click();
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('adds from the archive and from a product page: the header counts at once, the side cart lists both', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  const firstCard = cards(page).first();
  const archiveTitle = await firstCard.getByRole('heading', { level: 2 }).innerText();
  const archiveForm = firstCard.locator('[data-island="mf-shop/add-to-cart"]');
  await reachFor(archiveForm);
  await firstCard.getByRole('button', { name: `Add to cart: ${archiveTitle}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart (1 item)');
  await expect(firstCard.getByRole('status')).toHaveText('Added to your cart.');
  await expect(page).toHaveURL(/\/shop$/);

  // Another product's page: a quantity of 3.
  const otherCard = cards(page).nth(4);
  await otherCard.getByRole('link', { name: await otherCard.getByRole('heading', { level: 2 }).innerText() }).click();
  await expect(page).toHaveURL(/\/product\//);
  const productTitle = await page.getByRole('heading', { level: 1 }).innerText();
  // The count comes from this browser's cookie on a page that is the same for every visitor.
  await expect(cartLink(page)).toHaveAccessibleName('Cart (1 item)');
  const form = page.locator('[data-island="mf-shop/add-to-cart"]');
  await reachFor(form);
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart (4 items)');

  const dialog = await openSideCart(page);
  await expect(dialog.getByRole('link', { name: archiveTitle })).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: `Quantity of ${productTitle}` })).toHaveValue('3');
  await expect(dialog.getByText(/Subtotal \(4 items\)/)).toBeVisible();
});

test('changes quantities and removes lines in the side cart; a refused change rolls back with a toast', async ({
  page,
}) => {
  await page.goto('/shop');
  const card = cards(page).first();
  const title = await card.getByRole('heading', { level: 2 }).innerText();
  await reachFor(card.locator('[data-island="mf-shop/add-to-cart"]'));
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart (1 item)');

  const dialog = await openSideCart(page);
  const quantity = dialog.getByRole('spinbutton', { name: `Quantity of ${title}` });
  await expect(quantity).toBeVisible();
  const violations = (await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations;
  expect(violations.map((v) => v.id)).toEqual([]);
  const subtotal = dialog.getByText(/^Subtotal/);
  const before = await subtotal.innerText();

  await dialog.getByRole('button', { name: `One more ${title}` }).click();
  await expect(quantity).toHaveValue('2');
  await expect(subtotal).toContainText('Subtotal (2 items)');
  await expect(subtotal).not.toHaveText(before);
  await expect(subtotal).not.toContainText('updating');
  await expect(cartLink(page)).toHaveAccessibleName('Cart (2 items)');

  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(subtotal).toContainText('Subtotal (5 items)');
  await expect(cartLink(page)).toHaveAccessibleName('Cart (5 items)');

  // Over the most one line may hold: the server refuses (400), the quantity comes back, a toast says why.
  const refused = page.waitForResponse((r) => r.url().includes('/api/shop/cart/lines/') && r.status() === 400);
  await quantity.fill('1000');
  await quantity.press('Enter');
  await refused;
  await expect(quantity).toHaveValue('5');
  await expect(
    page.getByRole('status').filter({ hasText: `${title} was not changed: quantity must be 1-999` }),
  ).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart (5 items)');
  await expect(subtotal).toContainText('Subtotal (5 items)');

  await dialog.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(dialog.getByText('Your cart is currently empty.')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  // Closing empties the panel, focus returns to the header link; the server agrees the cart is empty.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cartLink(page)).toBeFocused();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adds, changes and removes through the cart page forms', async ({ page }) => {
    await page.goto('/shop');
    const card = cards(page).first();
    const title = await card.getByRole('heading', { level: 2 }).innerText();
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('spinbutton', { name: `Quantity of ${title}` }).fill('4');
    await page.getByRole('button', { name: `Update quantity of ${title}` }).click();
    await expect(page.getByText('Subtotal (4 items)')).toBeVisible();
    await page.getByRole('button', { name: `Remove ${title} from cart` }).click();
    await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
  });
});

test('a refused add opens the generic modal with the server reason, and Escape closes it', async ({ page }) => {
  await page.goto('/shop');
  const card = cards(page).nth(2);
  await card.getByRole('link', { name: await card.getByRole('heading', { level: 2 }).innerText() }).click();
  await expect(page).toHaveURL(/\/product\//);
  await reachFor(page.locator('[data-island="mf-shop/add-to-cart"]'));
  const add = page.getByRole('button', { name: 'Add to cart' });
  await page.getByLabel('Quantity').fill('99');
  // Eleven adds of 99 pass the 999 one cart line may hold: the eleventh is refused by the server.
  for (let added = 1; added <= 10; added += 1) {
    await add.click();
    await expect(cartLink(page)).toHaveAccessibleName(`Cart (${added * 99} items)`);
  }
  await add.click();
  const modal = page.getByRole('dialog', { name: 'Not added to your cart' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('A cart holds at most 999 of one product.');
  await expect(cartLink(page)).toHaveAccessibleName('Cart (990 items)');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});
