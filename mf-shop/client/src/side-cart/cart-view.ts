import type { ShopCartResponse } from '@site/shared-contracts/shop';

/** A change the visitor made that the server has not answered yet. */
export type CartChange = { productId: number; title: string } & (
  { kind: 'quantity'; quantity: number } | { kind: 'remove' }
);

type Line = ShopCartResponse['lines'][number];
/** A line as shown: its total is null while a change to it waits for the server (only the server sums money). */
export type ShownLine = Omit<Line, 'lineTotal'> & { lineTotal: string | null };
export type ShownCart = { lines: ShownLine[]; count: number; subtotal: string | null };

/**
 * The cart as the visitor expects it: the server's last answer with the unanswered changes laid over it in
 * order. Quantities and the item count change at once; the money waits for the server.
 */
export function cartWithChanges(cart: ShopCartResponse, changes: readonly CartChange[]): ShownCart {
  let lines: ShownLine[] = cart.lines;
  for (const change of changes) {
    lines =
      change.kind === 'remove'
        ? lines.filter((line) => line.productId !== change.productId)
        : lines.map((line) =>
            line.productId === change.productId ? { ...line, quantity: change.quantity, lineTotal: null } : line,
          );
  }
  return {
    lines,
    count: lines.reduce((n, line) => n + line.quantity, 0),
    subtotal: changes.length > 0 ? null : cart.subtotal,
  };
}
