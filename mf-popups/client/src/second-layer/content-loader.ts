import { trustedScriptUrl } from '@site/platform-kit/trusted-types';
import {
  MODAL_LOAD_ERROR_MESSAGE,
  SECOND_LAYER_CONTENT_ACTION,
  secondLayerContentResponseSchema,
  type SecondLayerContent,
  type SecondLayerContentResponse,
} from '@site/shared-contracts/popups';

export type ContentCall = { popupId: string; pageUrl: string; forceLoad: boolean; customContent: string };
export type Post = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Spec 7.3 on the site's AJAX endpoint, checked against the contract. An answer of the wrong shape or a network
 * failure reads as an error with spec 8's generic message (the original left the popup loading for ever).
 */
export async function fetchLayerContent(
  post: Post,
  ajaxUrl: string,
  csrfToken: string,
  call: ContentCall,
): Promise<SecondLayerContentResponse> {
  try {
    const response = await post(ajaxUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify({
        action: SECOND_LAYER_CONTENT_ACTION,
        popup_id: call.popupId,
        page_url: call.pageUrl,
        forceLoad: call.forceLoad,
        customContent: call.customContent,
      }),
    });
    const parsed = secondLayerContentResponseSchema.safeParse(await response.json());
    if (parsed.success && (parsed.data.type === 'error' || parsed.data.content)) return parsed.data;
  } catch {
    // A network failure or a body that is not JSON: the same generic message.
  }
  return { type: 'error', message: MODAL_LOAD_ERROR_MESSAGE };
}

type Log = (message: string) => void;

/** True for a path or URL on the page's own origin (`//x` and `/\x` are other origins). */
export function onPageOrigin(src: string, win: Window): boolean {
  try {
    return /^(https?:|\/(?![/\\]))/.test(src) && new URL(src, win.location.href).origin === win.location.origin;
  } catch {
    return false;
  }
}

function waitFor(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    element.addEventListener('load', () => resolve(), { once: true });
    // A failed asset is logged by the browser and the shell's head guard; the content still shows.
    element.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Insert the content's styles or scripts, once per handle (`#{handle}-css` / `#{handle}-js`), and wait for them.
 * Only files on the page's origin are inserted, scripts through the slice's Trusted Types policy and the shell's
 * guarded `document.head` (which adds a registry hash where one exists); anything else is refused and logged.
 */
export async function loadAssets(
  win: Window,
  kind: 'style' | 'script',
  assets: readonly { handle: string; src: string }[],
  log: Log,
): Promise<void> {
  const doc = win.document;
  const waits: Promise<void>[] = [];
  for (const { handle, src } of assets) {
    const id = `${handle}-${kind === 'style' ? 'css' : 'js'}`;
    if (doc.getElementById(id)) continue;
    if (!onPageOrigin(src, win)) {
      log(`[mf-popups] refused a ${kind} from another origin: ${src}`);
      continue;
    }
    if (kind === 'style') {
      const link = doc.createElement('link');
      link.id = id;
      link.rel = 'stylesheet';
      link.href = src;
      waits.push(waitFor(link));
      doc.head.appendChild(link);
    } else {
      const script = doc.createElement('script');
      script.id = id;
      script.async = false;
      try {
        script.src = trustedScriptUrl('mf-popups', src);
      } catch {
        log(`[mf-popups] refused a script from another origin: ${src}`);
        continue;
      }
      waits.push(waitFor(script));
      doc.head.appendChild(script);
    }
  }
  await Promise.all(waits);
}

/** The original's order: styles and scripts, then the HTML (`inject`), then the after-scripts. */
export async function applyContent(
  win: Window,
  content: SecondLayerContent,
  inject: (html: string) => void,
  log: Log,
): Promise<void> {
  await Promise.all([
    loadAssets(
      win,
      'style',
      Object.entries(content.styles).map(([handle, src]) => ({ handle, src })),
      log,
    ),
    loadAssets(win, 'script', content.scripts, log),
  ]);
  inject(content.content);
  await loadAssets(win, 'script', content.afterScripts, log);
}
