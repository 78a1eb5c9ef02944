import { answer, fakeBus } from '../testing/recording-bus';
import { enhanceAddToCart } from './add-to-cart';

const markup = `<div><form method="post" action="/cart/add"><input type="hidden" name="productId" value="7">
<input name="quantity" value="2"><button type="submit">Add to cart</button></form><p role="status"></p></div>`;

function setup(respond: () => Response, cookies = 'shop.cart-count=3') {
  document.body.innerHTML = markup;
  const root = document.body.firstElementChild as HTMLElement;
  const { bus, named } = fakeBus();
  let release: () => void = () => undefined;
  const fetchImpl = jest.fn(async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return respond();
  });
  const detach = enhanceAddToCart(root, {
    bus,
    csrfToken: '',
    fetch: fetchImpl as typeof fetch,
    cookies: () => cookies,
  });
  const submit = () => root.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
  const answered = async () => {
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const status = () => root.querySelector('[role="status"]')?.textContent;
  return { named, fetchImpl, submit, answered, status, detach };
}

const cart = (count: number) => ({ lines: [], count, subtotal: '$50.00' });

describe('add to cart with JavaScript', () => {
  it('counts the items at once, posts JSON, then takes the server count', async () => {
    const { named, fetchImpl, submit, answered, status } = setup(() => answer(201, cart(5)));
    submit();
    expect(named('shop:cart-changed')).toEqual([{ count: 5 }]);
    expect(status()).toBe('Added to your cart.');
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/shop/cart/lines',
      expect.objectContaining({ method: 'POST', body: '{"productId":7,"quantity":2}' }),
    );
    await answered();
    expect(named('shop:cart-changed').at(-1)).toEqual({ count: 5, subtotal: '$50.00' });
    expect(named('popups:toast')).toEqual([]);
  });

  it('rolls the count back to the server count and says why in the generic modal when refused', async () => {
    const refusal = { error: { code: 'SHOP_CART_LINE_LIMIT', message: 'A cart holds at most 999 of one product.' } };
    const { named, submit, answered, status } = setup(() => answer(409, refusal));
    submit();
    await answered();
    expect(named('shop:cart-changed')).toEqual([{ count: 5 }, { count: 3 }]);
    expect(status()).toBe('');
    expect(named('popups:modal-open')).toEqual([
      { title: 'Not added to your cart', text: 'A cart holds at most 999 of one product.' },
    ]);
    expect(named('popups:toast')).toEqual([]);
  });

  it('takes the click the shell replays on the button after mounting (issue 30): one add, in place, no form post', async () => {
    const { named, fetchImpl, answered } = setup(() => answer(201, cart(5)));
    const posted = jest.fn((event: Event) => event.defaultPrevented);
    window.addEventListener('submit', posted);
    // The shell held the visitor's click while the island loaded and clicks the same button once it is mounted.
    (document.querySelector('button') as HTMLButtonElement).click();
    window.removeEventListener('submit', posted);
    expect(posted).toHaveReturnedWith(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(named('shop:cart-changed')).toEqual([{ count: 5 }]);
    await answered();
  });

  it('treats a network failure as a refusal, and leaves the form alone once detached', async () => {
    const { named, submit, answered, detach, fetchImpl } = setup(() => {
      throw new TypeError('Failed to fetch');
    }, '');
    submit();
    await answered();
    expect(named('shop:cart-changed')).toEqual([{ count: 2 }, { count: 0 }]);
    expect(named('popups:modal-open')).toHaveLength(1);
    detach();
    submit();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
