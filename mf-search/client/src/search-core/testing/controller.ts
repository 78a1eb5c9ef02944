import type { ControllerOptions } from '../controller-options';

/* The search controller's test doubles and fixtures: a fetch answered by hand and the endpoints' answers. */
export type Call = {
  url: string;
  signal: AbortSignal;
  respond: (body: string, status?: number) => void;
  fail: () => void;
};

/** fetch whose answers the test releases by hand, in any order. */
export function manualFetch() {
  const calls: Call[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    const signal = init.signal as AbortSignal;
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        url,
        signal,
        respond: (body, status = 200) => resolve({ ok: status < 400, status, text: () => Promise.resolve(body) }),
        fail: () => reject(new TypeError('network down')),
      });
    });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return calls;
}

export const settings = (post_type: string) => ({
  post_type,
  seeall: 'bottom',
  display_template: 'list',
  numitems: 5,
  saleflash: 'show',
  rating: 'show',
  price: 'show',
  excerpt: 'hide',
  image: 'show',
  date: 'hide',
  price_decimal_sep: '.',
  price_thousand_sep: ',',
  currency_pos: 'left',
  currency_symbol: '$',
});
export const items = (type: string, title: string) =>
  JSON.stringify({
    results: [{ permalink: `/${type}/${title}`, title }],
    settings: settings(type),
    search_link: '/search',
  });
export const suggestions = (...tokens: string[]) => JSON.stringify({ suggestions: tokens.map((t) => ({ tokens: t })) });

export const base: ControllerOptions = {
  restBase: '/api/',
  ajaxUrl: '/api/ajax',
  delay: 300,
  postTypes: ['product', 'post'],
  slashReplacement: '-',
  exclusions: [],
  suggestions: true,
  taxonomies: true,
  widgetPanel: false,
  simultaneous: true,
  forceOrder: true,
};

/** Lets resolved fetches, their text() and the commits after them run. */
export const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
export const path = (c: Call) => c.url.replace('/api/sss/v1/', '');
