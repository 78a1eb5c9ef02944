import type { Locator, Page } from '@playwright/test';

/** A loop widget by its heading (each is a labelled region). */
export const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A term of a widget's filter bar: its link, named "Reviews 47" (term and count). */
export const term = (region: Locator, name: string) =>
  region.getByRole('navigation').getByRole('link', { name: new RegExp(`^${name} \\d+$`) });
export const countOf = async (link: Locator) => Number(/(\d+)$/.exec((await link.innerText()).trim())?.[1] ?? NaN);
export const statusOf = (region: Locator) => region.getByRole('status');
