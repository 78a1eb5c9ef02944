import { html, type Html } from '@site/platform-kit/html';
import { formatPrice, type CurrencyFormat } from '@site/platform-kit/price';
import type { Brand } from '../data/catalogue-cache';
import { amountText, archiveUrl, withFilters, type ArchiveView } from '../urls/archive-urls';

type Chip = { label: string; href: string };

/** One removable chip per chosen filter: each is a link to the same archive without that filter. */
function chips(basePath: string, view: ArchiveView, brands: readonly Brand[], currency: CurrencyFormat): Chip[] {
  const { filters } = view;
  const without = (change: Parameters<typeof withFilters>[1]) => archiveUrl(basePath, withFilters(view, change));
  const money = (cents: number) => formatPrice(amountText(cents), currency);
  const list: Chip[] = filters.brands.map((slug) => ({
    label: `Brand: ${brands.find((b) => b.slug === slug)?.name ?? slug}`,
    href: without({ brands: filters.brands.filter((b) => b !== slug) }),
  }));
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? `Price: ${money(minPrice)} – ${money(maxPrice)}`
        : minPrice !== undefined
          ? `Price: from ${money(minPrice)}`
          : `Price: up to ${money(maxPrice ?? 0)}`;
    list.push({ label, href: without({ minPrice: undefined, maxPrice: undefined }) });
  }
  if (filters.onSale) list.push({ label: 'On sale', href: without({ onSale: false }) });
  if (filters.rating !== undefined) {
    list.push({ label: `Rating: ${filters.rating} stars & up`, href: without({ rating: undefined }) });
  }
  return list;
}

/** The visitor's choices above the grid; removing one is a plain link (no JavaScript needed). */
export function activeFiltersHtml(
  basePath: string,
  view: ArchiveView,
  brands: readonly Brand[],
  currency: CurrencyFormat,
): Html | false {
  const list = chips(basePath, view, brands, currency);
  return (
    list.length > 0 &&
    html`<ul class="shop-active-filters" aria-label="Active filters">${list.map(
      (c) =>
        html`<li><a class="shop-active-filters__chip" href="${c.href}" aria-label="Remove filter ${c.label}">${c.label} <span aria-hidden="true">×</span></a></li>`,
    )}</ul>`
  );
}
