import { isShopCartResponse, type ShopCartResponse } from '@site/shared-contracts/shop';

/** What a cart call came to: the whole cart as the server now has it, or the reason it changed nothing. */
export type CartAnswer = { cart: ShopCartResponse } | { refused: string };

export type CartClient = { fetch: typeof fetch; csrfToken: string };

/**
 * The message of an `{error: {code, message}}` answer, to show as it is; anything else gives null. The field
 * prefix goes ("quantity: quantity must be 1-999"): the sentence names the field already.
 */
export function refusalMessage(json: unknown): string | null {
  const error = typeof json === 'object' && json !== null ? (json as { error?: unknown }).error : null;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  return typeof message === 'string' && message !== '' ? message.replace(/^[a-z][\w.]*: /i, '') : null;
}

/**
 * One call of the cart API (GET, or a change with the CSRF header). Every answer is the whole cart, checked
 * against its contract (isShopCartResponse: zod/mini would not fit the remote's budget); a refusal (any 4xx or 5xx, a network failure, an answer that does not parse) comes back as a
 * message to show, and the server guarantees the cart is then unchanged.
 */
export async function callCart(client: CartClient, method: string, path: string, body?: unknown): Promise<CartAnswer> {
  try {
    const response = await client.fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        'x-csrf-token': client.csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json: unknown = await response.json().catch(() => null);
    if (response.ok && isShopCartResponse(json)) return { cart: json };
    return { refused: refusalMessage(json) ?? 'Please try again in a moment.' };
  } catch {
    return { refused: 'The shop could not be reached. Please try again.' };
  }
}
