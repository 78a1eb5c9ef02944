import { injectStyles } from '@site/platform-kit/styles';

/**
 * Spec 9: generic modal max 500 px; toasts 20 px below the sticky header (the `top` here is the fallback, the
 * host sets the measured one: `toast-offset.ts`), right, 250-450 px wide, 10 px apart (and 20 px clear of the
 * left edge on a narrow screen, where 450 px does not fit). The page's scroll lock is the layer stack's.
 */
// One rule per line; the minifier folds the sum into one string, so no newlines ship.
const CSS =
  '.popups-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:1000;padding:16px}' +
  '.popups-modal{position:relative;background:#fff;color:#222;border-radius:8px;max-width:500px;width:100%;max-height:90vh;overflow:auto;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.3)}' +
  '.popups-modal__close{position:absolute;top:8px;right:8px;border:0;background:none;font-size:24px;line-height:1;cursor:pointer;padding:4px 8px}' +
  '.popups-modal__error{color:#a40000}' +
  '.popups-toasts{position:fixed;top:20px;right:20px;max-width:calc(100vw - 40px);display:flex;flex-direction:column;gap:10px;z-index:1100;pointer-events:none}' +
  '.popups-toast{pointer-events:auto;min-width:250px;max-width:450px;box-sizing:border-box;display:flex;gap:8px;align-items:flex-start;padding:12px 14px;border-radius:6px;background:#fff;color:#222;box-shadow:0 4px 14px rgba(0,0,0,.2);border-left:4px solid #1b6ca8}' +
  '.popups-toast--success{border-left-color:#2e7d32}' +
  '.popups-toast--warning{border-left-color:#ed6c02}' +
  '.popups-toast--error{border-left-color:#c62828}' +
  '.popups-toast__message{flex:1}' +
  '.popups-toast__close{border:0;background:none;font-size:18px;line-height:1;cursor:pointer}';

/** The host's island CSS, added to the page once however often the host mounts. */
export const injectPopupsStyles = (): void => injectStyles('popups-host-style', CSS);
