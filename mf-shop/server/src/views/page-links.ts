import { html, type Html } from '@site/platform-kit/html';

export type CountWords = { none: string; one: string; noun: string };

/** WooCommerce's wording ("Showing 25–48 of 200 results"), so shoppers see what they expect. */
export function countText(total: number, page: number, perPage: number, words: CountWords): string {
  if (total === 0) return words.none;
  if (total === 1) return words.one;
  if (total <= perPage) return `Showing all ${total} ${words.noun}`;
  const first = (page - 1) * perPage + 1;
  return `Showing ${first}–${Math.min(total, page * perPage)} of ${total} ${words.noun}`;
}

/** The first, the last and two either side of the current page: every page is reachable in a few steps. */
export function pageNumbers(page: number, pages: number): number[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  return [...wanted].sort((a, b) => a - b);
}

export type PageLinksInput = { label: string; page: number; pages: number; href: (page: number) => string };

/** Numbered page links with previous/next, gaps marked; nothing when everything fits on one page. */
export function pageLinksHtml({ label, page, pages, href }: PageLinksInput): Html | false {
  if (pages <= 1) return false;
  const numbers = pageNumbers(page, pages);
  const items = numbers.map(
    (n, i) =>
      html`${i > 0 && n - (numbers[i - 1] ?? n) > 1 && html`<li><span class="shop-pagination__gap">…</span></li>`}${
        n === page
          ? html`<li><span aria-current="page" class="shop-pagination__current">${n}</span></li>`
          : html`<li><a href="${href(n)}">${n}</a></li>`
      }`,
  );
  return html`<nav class="shop-pagination" aria-label="${label}"><ul>${
    page > 1 && html`<li><a class="shop-pagination__prev" rel="prev" href="${href(page - 1)}">← Previous</a></li>`
  }${items}${page < pages && html`<li><a class="shop-pagination__next" rel="next" href="${href(page + 1)}">Next →</a></li>`}</ul></nav>`;
}
