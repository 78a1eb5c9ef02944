import type { SecondLayerContent, SecondLayerPopup } from '@site/shared-contracts/popups';
import { secondLayerContentHtml } from '../views/second-layer/content-html';

export type RefusedAsset = { handle: string; src: string };

/**
 * A site path for `src` when it is on the site's own origin (a path, or an absolute URL on `siteOrigin`), else
 * null. Protocol-relative and backslash tricks (`//x`, `/\x`) are another origin.
 */
export function sameOriginPath(src: string, siteOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(src, siteOrigin);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin || !/^(https?:|\/(?![/\\]))/.test(src)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Spec 7.3's content: the blocks as escaped HTML, the visitor's custom text at the end, and only the assets on the
 * site's own origin (the rest is returned in `refused` for the caller to log: the page's CSP would block them, and
 * a popup must not pull code from elsewhere).
 */
export function buildContent(
  popup: SecondLayerPopup,
  siteOrigin: string,
  customContent: string,
): { content: SecondLayerContent; refused: RefusedAsset[] } {
  const refused: RefusedAsset[] = [];
  const keep = (assets: readonly { handle: string; src: string }[]) =>
    assets.flatMap(({ handle, src }) => {
      const path = sameOriginPath(src, siteOrigin);
      if (path === null) refused.push({ handle, src });
      return path === null ? [] : [{ handle, src: path }];
    });
  const styles = Object.fromEntries(
    keep(Object.entries(popup.styles).map(([handle, src]) => ({ handle, src }))).map((a) => [a.handle, a.src]),
  );
  return {
    content: {
      content: secondLayerContentHtml(popup, customContent),
      contentElements: [...new Set(popup.content.map((block) => block.type))],
      scripts: keep(popup.scripts),
      styles,
      afterScripts: keep(popup.afterScripts),
    },
    refused,
  };
}
