import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const MOBILE = { width: 390, height: 800 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const burger = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
export const offCanvas = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** The header's script loads on the first reach (pointer, focus, touch); this waits until it runs. */
export async function menuReady(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toHaveAttribute('data-menu-state', 'ready');
}

/** Reach the header (focus on the logo) and wait for its script. */
export async function reachHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'DealHub' }).focus();
  await menuReady(page);
}

export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The start-edge offset of the mobile logo inside the header row (padding excluded), in either direction. */
export async function logoOffset(page: Page): Promise<number> {
  return page.evaluate(() => {
    const row = document.querySelector('.site-header__main') as HTMLElement;
    const logo = row.querySelector('.site-logo') as HTMLElement;
    const style = getComputedStyle(row);
    const box = row.getBoundingClientRect();
    const mark = logo.getBoundingClientRect();
    return style.direction === 'rtl'
      ? box.right - parseFloat(style.paddingRight) - mark.right
      : mark.left - box.left - parseFloat(style.paddingLeft);
  });
}

export { layoutShift } from '../support/layout-shift';
