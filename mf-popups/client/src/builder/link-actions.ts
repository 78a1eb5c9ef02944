import { LIGHTBOX_IMAGE_TYPES, LINK_ACTION_HASH } from '@site/shared-contracts/popups';

/**
 * Spec 2.6 link actions: `#{builder}-action:action={name}&settings={base64 JSON}`, from a click or the page hash.
 * The settings are validated by hand (no schema library in the engine's budget); a malformed action is ignored
 * with a console warning.
 */
export type LinkAction =
  | { action: 'lightbox'; url?: string }
  | { action: 'reload-page' }
  | { action: 'popup:open'; id: string; toggle: boolean }
  | { action: 'popup:close'; do_not_show_again: boolean }
  | { action: 'off_canvas:open' | 'off_canvas:close' | 'off_canvas:toggle' };

const ACTION_LINK = LINK_ACTION_HASH;
const IMAGE = new RegExp(`\\.(${LIGHTBOX_IMAGE_TYPES.join('|')})$`, 'i');
const ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const isActionHash = (hash: string): boolean => ACTION_LINK.test(hash);

/** Whether a link's target is an image file (spec 2.6's lightbox), by its path. */
export function isImageLink(href: string, base: string): boolean {
  try {
    return IMAGE.test(new URL(href, base).pathname);
  } catch {
    return false;
  }
}

function decodeSettings(encoded: string | null): Record<string, unknown> | null {
  if (!encoded) return {};
  try {
    const parsed: unknown = JSON.parse(atob(decodeURIComponent(encoded)));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The action a hash names, or null (with a warning when it looks like an action but is malformed). */
export function parseLinkAction(hash: string): LinkAction | null {
  const match = ACTION_LINK.exec(hash);
  if (!match) return null;
  const warn = (why: string) => {
    console.warn(`[mf-popups] link action ignored (${why}): ${hash.slice(0, 200)}`);
    return null;
  };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(match[2] ?? ''));
  } catch {
    return warn('not decodable');
  }
  const name = params.get('action');
  // URLSearchParams turns `+` of base64 into a space: put it back before decoding.
  const settings = decodeSettings(params.get('settings')?.replace(/ /g, '+') ?? null);
  if (!settings) return warn('settings are not base64 JSON');
  switch (name) {
    case 'lightbox': {
      const url = settings.url;
      if (url !== undefined && (typeof url !== 'string' || !/^(\/(?!\/)|https:\/\/)/.test(url))) return warn('bad url');
      return url === undefined ? { action: 'lightbox' } : { action: 'lightbox', url };
    }
    case 'reload-page':
      return { action: 'reload-page' };
    case 'popup:open': {
      const id = typeof settings.id === 'string' || typeof settings.id === 'number' ? String(settings.id) : '';
      if (!ID.test(id)) return warn('popup id');
      return { action: 'popup:open', id, toggle: settings.toggle === true || settings.toggle === 'yes' };
    }
    case 'popup:close':
      return {
        action: 'popup:close',
        do_not_show_again: settings.do_not_show_again === true || settings.do_not_show_again === 'yes',
      };
    case 'off_canvas:open':
    case 'off_canvas:close':
    case 'off_canvas:toggle':
      return { action: name };
    default:
      return warn('unknown action');
  }
}

/**
 * The off-canvas contract (for the shell's off-canvas menu, which listens): a `shell:off-canvas` CustomEvent on
 * document with `detail.action` = `open` | `close` | `toggle`.
 */
export const OFF_CANVAS_EVENT = 'shell:off-canvas';

/**
 * Whether a `shell:off-canvas` event may open the menu (`open`; `toggle`, which opens a closed menu): the popups
 * close before it opens, so no popup is left on top of the menu. (A toggle that closes the menu closes a popup
 * opened over it too: the visitor left both.)
 */
export function opensMenu(event: Event): boolean {
  const action = (event as CustomEvent<{ action?: unknown } | null>).detail?.action;
  return action === 'open' || action === 'toggle';
}
