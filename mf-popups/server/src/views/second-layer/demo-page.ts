import { html } from '@site/platform-kit/html';
import type { PageContent } from '@site/shared-contracts/platform';
import { SELECTOR_DEMO_CLASS, type SecondLayerDemo } from '../../second-layer/demos';

// The demo content's own assets, served from the site's origin (the only origin the content may name).
export const DEMO_CSS = `.popups-second-layer__content[data-demo-enhanced] .popups-builder__button{box-shadow:0 0 0 3px #bfdbfe}`;
export const DEMO_JS = `document.querySelectorAll('.popups-second-layer__content').forEach(function (el) { el.setAttribute('data-demo-enhanced', 'true'); });`;

const filler = Array.from(
  { length: 14 },
  (_, i) => html`<p>Paragraph ${i + 1} of the demo text, long enough to scroll.</p>`,
);

/** A tall page to drive one second-layer demo popup; the selector demo has the button that opens it. */
export function secondLayerDemoPage(name: SecondLayerDemo): PageContent {
  const opener =
    name === 'selector'
      ? html`<p><button type="button" class="${SELECTOR_DEMO_CLASS}" data-popups-custom-content="Opened from the demo button.">Open the popup</button></p>`
      : '';
  return {
    title: `Second-layer popup demo: ${name}`,
    cacheable: true,
    main: String(html`<article class="popups-demo">
  <h1>Second-layer popup demo: ${name}</h1>
  ${opener}
  ${filler}
</article>`),
  };
}
