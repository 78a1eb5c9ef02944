/**
 * One stack of overlays for the whole page (issue 30). Every overlay of every team (dialogs, menus, side
 * panels, popups, the lightbox, toasts) joins the shell's one stack, which it receives as `IslandProps.layers`;
 * the stack orders them by opening and owns what no single overlay can decide alone: Escape goes to the topmost
 * modal layer only, everything beneath it is `inert` and does not scroll, focus returns to each opener, the
 * browser's Back closes the topmost layer that asked for it on narrow screens, and automatic popups wait until
 * the page is free. Types only: the implementation is platform-kit's `/layers`, one instance per page.
 */

/** Team-prefixed and unique among open layers: `shell:off-canvas`, `popups:builder-12`, `shop:side-cart`. */
export type LayerId = `${string}:${string}`;

/** Why the stack asks a layer to close: the Escape key, a click on its overlay, the browser's Back. */
export type LayerDismissReason = 'escape' | 'overlay' | 'back';

export type LayerSpec = {
  id: LayerId;
  /** The layer's root element: what stays interactive while the layer is the topmost modal one. */
  element: HTMLElement;
  /**
   * A modal layer takes Escape and overlay clicks, and everything outside it is `inert` and does not scroll
   * while it is the topmost modal. A non-modal layer (a toast) is ordered but never takes Escape or overlay
   * clicks; opened above a modal layer it stays live, beneath one it is inert like the rest of the page.
   */
  modal: boolean;
  /**
   * The layer's own close, asked by the stack. Return true when the layer closes (now, or after an exit
   * animation: call `LayerHandle.close()` when done), false to stay open: a popup with
   * `prevent_close_on_esc_key` refuses, a drill-down menu steps back a level. Either way nothing else closes
   * and the key does not fall through to the layer beneath; a refused Back keeps its history entry.
   */
  dismiss(reason: LayerDismissReason): boolean;
  /** Focus returns here on close. Default: the element that had focus when the layer opened. */
  opener?: HTMLElement | null;
  /** Below 1024 px (`(max-width: 1023px)`), push a history entry, so the browser's Back dismisses the layer. */
  history?: boolean;
  /** Lock the page's scroll while open. Default: `modal` (a builder popup without `prevent_scroll` says false). */
  scrollLock?: boolean;
  /** Keep automatic popups waiting while open (`LayerStack.whenFree`). Default: `modal`; a search popover sets true. */
  blocksAutoPopups?: boolean;
};

export type LayerHandle = {
  readonly id: LayerId;
  /**
   * The layer has closed itself (its close button, a dismissal it accepted, its own timer): leave the stack,
   * restore `inert`, scroll and focus, and consume its history entry quietly. Idempotent.
   */
  close(): void;
  /** No modal layer opened after this one is still open: it may act on its keys (a Tab trap). */
  isTop(): boolean;
  /**
   * Route a dismissal through the stack, such as a click on the layer's overlay: `spec.dismiss(reason)` runs
   * only while this layer is the topmost modal one. Returns what it returned (false when not asked).
   */
  dismiss(reason: LayerDismissReason): boolean;
};

export type LayerStack = {
  /** Join the stack on top. Throws for an id already open. */
  open(spec: LayerSpec): LayerHandle;
  /** Open layers' ids in opening order. */
  layers(): readonly LayerId[];
  /** The topmost modal layer's id, the one Escape and overlay clicks go to. */
  topModal(): LayerId | undefined;
  /** No `blocksAutoPopups` layer is open and focus is not in a form field (input, textarea, select, contenteditable). */
  isFree(): boolean;
  /**
   * Call `fn` once, the next time the page is free: at once if it is now, else after the change (a layer
   * closing, focus leaving a form field) that frees it. Callbacks run one by one while the page stays free, so
   * the first popup that opens keeps the others waiting. Returns a cancel function.
   */
  whenFree(fn: () => void): () => void;
  /** Called after every open and close. Returns an unsubscribe function. */
  subscribe(fn: () => void): () => void;
};
