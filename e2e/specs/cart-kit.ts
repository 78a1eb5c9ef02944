import type { Page } from '@playwright/test';

/** The archive's product cards: list items with an add-to-cart button. */
export const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) });

/** The header's cart link, named "Cart" or "Cart (n items)". */
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
