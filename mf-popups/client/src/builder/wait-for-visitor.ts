import type { LayerStack } from '@site/shared-contracts/platform';

export type VisitorWait = {
  /** Run `open` once the page is free: at once if it is now. */
  wait(open: () => void): void;
  /** Forget every open still waiting (the island unmounts). */
  cancelAll(): void;
};

/**
 * Automatic popups wait for the visitor (issue 30): a popup whose automatic trigger fired (a delay, scroll,
 * inactivity, exit intent, a date, ad-block, a click count) never opens over another modal layer, the open menu
 * or search overlay, nor while the visitor is filling in a form field; the stack's `whenFree` says when the page
 * is free, and runs waiting popups one at a time so the first to open keeps the others waiting. `open` checks
 * the popup's own conditions again when it runs: much may have changed while it waited.
 */
export function waitForVisitor(layers: LayerStack): VisitorWait {
  const waiting = new Set<() => void>();
  return {
    wait(open) {
      // A free page runs `open` inside whenFree, before its cancel is returned: nothing is left waiting then.
      const pending = { ran: false, cancel: (): void => undefined };
      pending.cancel = layers.whenFree(() => {
        pending.ran = true;
        waiting.delete(pending.cancel);
        open();
      });
      if (!pending.ran) waiting.add(pending.cancel);
    },
    cancelAll() {
      for (const cancel of [...waiting]) cancel();
      waiting.clear();
    },
  };
}
