import { html } from '@site/platform-kit/html';
import type { FragmentContext } from '@site/shared-contracts/platform';
import type { SecondLayerPopup, SecondLayerProps } from '@site/shared-contracts/popups';
import { secondLayerOnPage } from '../../second-layer/on-page';

/**
 * The second-layer island for this page, or nothing: its script loads only where a popup may open. The props hold
 * each popup's trigger and settings; the content is fetched when it opens. Nothing here depends on the visitor or
 * the clock, so an anonymous page stays the same bytes for everyone (the page cache keeps it).
 */
export function secondLayerFragment(popups: readonly SecondLayerPopup[], ctx: FragmentContext): string {
  const applying = secondLayerOnPage(popups, ctx.path);
  if (applying.length === 0) return '';
  const props: SecondLayerProps = {
    popups: applying.map(({ id, title, trigger, settings }) => ({ id, title, trigger, settings })),
  };
  return String(
    html`<div data-island="mf-popups/second-layer" data-mount="idle" data-props="${JSON.stringify(props)}"></div>`,
  );
}
