import { html, type Html } from '@site/platform-kit/html';
import type { SiteConfig } from '@site/shared-contracts/platform';
import type { ItemSearchResult, ItemSearchSettings, SearchPostType } from '@site/shared-contracts/search';
import type { DocumentRow } from '../data/documents';

const EXCERPT_CHARS = 160;

/** A short plain-text excerpt cut at a word boundary. */
export function excerptOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : EXCERPT_CHARS)}…`;
}

/** Spec 3.5 image_url is ready-made markup; built here from escaped values only. */
export function imageMarkup(row: Pick<DocumentRow, 'image_url' | 'title'>): Html | null {
  if (!row.image_url) return null;
  return html`<img src="${row.image_url}" alt="${row.title}" width="64" height="64" loading="lazy" decoding="async">`;
}

/** How each content type's group looks in the panel; only products carry shop data. */
export function itemSettings(postType: SearchPostType, numitems: number, site: SiteConfig): ItemSearchSettings {
  const shop = postType === 'product' ? 'show' : 'hide';
  return {
    post_type: postType,
    seeall: 'bottom',
    display_template: 'list',
    numitems,
    saleflash: shop,
    rating: shop,
    price: shop,
    excerpt: postType === 'product' ? 'hide' : 'show',
    image: 'show',
    date: postType === 'product' ? 'hide' : 'show',
    price_decimal_sep: site.currency.decimalSeparator,
    price_thousand_sep: site.currency.thousandSeparator,
    currency_pos: site.currency.position,
    currency_symbol: site.currency.symbol,
  };
}

/** One row as a spec 3.5 result: absent prices and dates are left out rather than sent as null. */
export function toItemResult(row: DocumentRow): ItemSearchResult {
  const result: ItemSearchResult = {
    permalink: row.url,
    title: row.title,
    image_url: String(imageMarkup(row) ?? ''),
    excerpt: excerptOf(row.body),
    taxonomies: Object.fromEntries(
      Object.entries(row.taxonomies).map(([tax, names]) => [tax, names.map((name) => ({ name }))]),
    ),
    sale_discount: Number(row.sale_discount),
    rating: Number(row.rating),
  };
  if (row.date) result.date = row.date;
  if (row.price) result.price = row.price;
  if (row.regular_price) result.regular_price = row.regular_price;
  if (row.min_price) result.min_price = row.min_price;
  if (row.max_price) result.max_price = row.max_price;
  return result;
}

/** The results page address for a term (spaces as '+', spec 2.1), optionally for one content type. */
export function searchLink(term: string, postType?: string): string {
  const query = new URLSearchParams({ s: term });
  if (postType) query.append('post_type', postType);
  return `/search?${query.toString()}`;
}
