import { gateByCookie } from './cookie-gate';
import { readPlaceholder, type IslandPlaceholder } from './island-registry';

function island(markup: string): IslandPlaceholder {
  document.body.innerHTML = markup;
  const read = readPlaceholder(document.querySelector<HTMLElement>('[data-island]') as HTMLElement);
  if (typeof read === 'string') throw new Error(read);
  return read;
}

const gated = () =>
  island(
    '<span data-island="mf-shop/cart-count" data-mount="idle event" data-events="shop:cart-changed" data-mount-cookie="shop.cart-count"></span>',
  );

describe('mounting only for browsers holding a cookie', () => {
  it('keeps the strategies when the cookie is there', () => {
    expect(gateByCookie(gated(), 'site.vid=abc; shop.cart-count=3').strategies).toEqual(['idle', 'event']);
  });

  it('keeps only the events without it, so the bus can still wake the island', () => {
    const result = gateByCookie(gated(), 'site.vid=abc; shop.cart-counter=3; xshop.cart-count=1');
    expect(result.strategies).toEqual(['event']);
    expect(result.events).toEqual(['shop:cart-changed']);
    expect(gateByCookie(gated(), '').strategies).toEqual(['event']);
  });

  it('leaves islands without the attribute alone', () => {
    const plain = island('<div data-island="mf-shop/side-cart" data-mount="idle"></div>');
    expect(gateByCookie(plain, '')).toBe(plain);
  });
});
