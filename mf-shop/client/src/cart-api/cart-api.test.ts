import { answer } from '../testing/recording-bus';
import { callCart, refusalMessage } from './cart-api';

const client = (response: () => Promise<Response>) => ({ fetch: jest.fn(response) as typeof fetch, csrfToken: 'tok' });

describe('the cart API client', () => {
  it('gives back the cart when the answer fits the contract', async () => {
    const cart = { lines: [], count: 0, subtotal: '$0.00' };
    expect(
      await callCart(
        client(async () => answer(200, cart)),
        'GET',
        '/api/shop/cart',
      ),
    ).toEqual({ cart });
  });

  it('treats an answer that does not fit as a refusal, never as a cart', async () => {
    const odd = { lines: [{ productId: 'x' }], count: 1, subtotal: '$1' };
    expect(
      await callCart(
        client(async () => answer(200, odd)),
        'GET',
        '/api/shop/cart',
      ),
    ).toEqual({
      refused: 'Please try again in a moment.',
    });
  });

  it("shows the server's reason without the field prefix, and a plain sentence for anything else", () => {
    expect(refusalMessage({ error: { code: 'X', message: 'quantity: quantity must be 1-999' } })).toBe(
      'quantity must be 1-999',
    );
    expect(refusalMessage({ error: { code: 'X', message: 'A cart holds at most 999 of one product.' } })).toBe(
      'A cart holds at most 999 of one product.',
    );
    for (const junk of [null, 'boom', { error: 'x' }, { error: { message: 3 } }, { error: { message: '' } }]) {
      expect(refusalMessage(junk)).toBeNull();
    }
  });

  it('says the shop could not be reached when the request fails', async () => {
    const failing = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await callCart(failing, 'DELETE', '/api/shop/cart/lines/1')).toEqual({
      refused: 'The shop could not be reached. Please try again.',
    });
  });
});
