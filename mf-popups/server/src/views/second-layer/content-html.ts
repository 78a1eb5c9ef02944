import { html } from '@site/platform-kit/html';
import type { SecondLayerPopup } from '@site/shared-contracts/popups';
import { blocksHtml } from '../builder/popup-html';

/** A second-layer popup's content as escaped HTML: its blocks, then the visitor's custom text if any (spec 7.3). */
export function secondLayerContentHtml(popup: SecondLayerPopup, customContent: string): string {
  const custom = customContent.trim() ? html`<p class="popups-second-layer__custom">${customContent.trim()}</p>` : '';
  return String(html`${blocksHtml(popup.content, popup.id)}${custom}`);
}
