import { shopArchiveQuerySchema } from '@site/shared-contracts/shop';
import {
  activeFilterCount,
  amountText,
  archiveUrl,
  NO_FILTERS,
  withFilters,
  withoutFilters,
  type ArchiveView,
} from './archive-urls';

const plain: ArchiveView = { orderby: 'menu_order', page: 1, filters: NO_FILTERS };
const filtered: ArchiveView = {
  orderby: 'price-desc',
  page: 3,
  filters: { brands: ['helio', 'acme'], minPrice: 1999, maxPrice: 25000, onSale: true, rating: 4 },
};

describe('archive URLs', () => {
  it('leaves defaults out, so the plain archive is its bare path', () => {
    expect(archiveUrl('/shop', plain)).toBe('/shop');
    expect(archiveUrl('/product-category/laptops', { ...plain, page: 2 })).toBe('/product-category/laptops?paged=2');
  });

  it('writes every filter in one order, brands sorted, amounts as typed', () => {
    expect(archiveUrl('/shop', filtered)).toBe(
      '/shop?orderby=price-desc&brand=acme&brand=helio&min_price=19.99&max_price=250&on_sale=1&rating=4&paged=3',
    );
  });

  it('keeps the filters on pagination and on a new sort', () => {
    expect(archiveUrl('/shop', { ...filtered, page: 4 })).toContain('brand=acme&brand=helio&min_price=19.99');
    expect(archiveUrl('/shop', { ...filtered, orderby: 'rating', page: 1 })).toBe(
      '/shop?orderby=rating&brand=acme&brand=helio&min_price=19.99&max_price=250&on_sale=1&rating=4',
    );
  });

  it('goes back to page 1 when the filters change, keeping the sort', () => {
    const fewer = withFilters(filtered, { brands: ['acme'], onSale: false });
    expect(archiveUrl('/shop', fewer)).toBe(
      '/shop?orderby=price-desc&brand=acme&min_price=19.99&max_price=250&rating=4',
    );
    expect(archiveUrl('/shop', withoutFilters(filtered))).toBe('/shop?orderby=price-desc');
  });

  it('round-trips through the query schema the routes read', () => {
    for (const view of [plain, filtered, withFilters(filtered, { minPrice: 5, maxPrice: undefined })]) {
      const url = new URL(archiveUrl('/shop', view), 'http://x');
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = values.length > 1 ? values : (values[0] ?? '');
      }
      const parsed = shopArchiveQuerySchema.parse(query);
      expect({ orderby: parsed.orderby, page: parsed.paged, filters: parsed.filters }).toEqual({
        ...view,
        filters: { ...view.filters, brands: [...view.filters.brands].sort() },
      });
    }
  });

  it('prints minor units without floating point', () => {
    expect(amountText(0)).toBe('0');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(2500)).toBe('25');
    expect(amountText(9_999_999_999)).toBe('99999999.99');
  });

  it('counts each chosen brand and each other filter once', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount(filtered.filters)).toBe(5);
  });
});
