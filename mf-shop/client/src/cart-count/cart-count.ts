/**
 * The header's cart count, written into the island's placeholder inside the cart link: a badge for the eye
 * and words for the link's accessible name ("Cart (3 items)"); nothing at all for an empty cart.
 */
export function showCartCount(element: HTMLElement, count: number): void {
  const doc = element.ownerDocument;
  const badge = doc.createElement('span');
  badge.className = 'shop-cart-count__badge';
  badge.setAttribute('aria-hidden', 'true');
  badge.textContent = String(count);
  const words = doc.createElement('span');
  words.className = 'site-visually-hidden';
  words.textContent = `(${count} ${count === 1 ? 'item' : 'items'})`;
  element.replaceChildren(...(count > 0 ? [badge, words] : []));
}
