import { html } from '@site/platform-kit/html';
import type { PageContent } from '@site/shared-contracts/platform';
import { actionHref } from '../../builder/action-href';

/** The demo pages' names: one per trigger and counter demo popup (see seed/builder-popups.ts). */
export const DEMO_PAGES = [
  'delay',
  'scroll-down',
  'scroll-up',
  'scroll-to',
  'clicks',
  'inactivity',
  'exit',
  'adblock',
  'counters',
  'sessions',
  'times',
  'conditions',
  'links',
  'newsletter',
] as const;

const filler = Array.from(
  { length: 12 },
  (_, i) => html`<p>Paragraph ${i + 1} of the demo text, long enough to scroll.</p>`,
);

/**
 * A tall page to drive one demo popup, with every link action of spec 2.6 (the link-actions demo, the journeys'
 * targets) and the `theme_template_id` target.
 */
export function demoPage(name: string): PageContent {
  const links = [
    html`<a href="/popups/demo-image.svg">An image link (lightbox)</a>`,
    html`<a href="${actionHref('popup:open', { id: 'demo-link' })}">Open the link popup</a>`,
    html`<a href="${actionHref('popup:open', { id: 'demo-link', toggle: true })}">Toggle the link popup</a>`,
    html`<a href="${actionHref('reload-page')}">Reload the page</a>`,
    html`<a href="${actionHref('off_canvas:open')}">Open the menu</a>`,
    html`<a href="${actionHref('off_canvas:close')}">Close the menu</a>`,
    html`<a href="${actionHref('off_canvas:toggle')}">Toggle the menu</a>`,
    html`<a href="#elementor-action:action=popup:open&amp;settings=not-base64!">A malformed action</a>`,
    html`<a href="?theme_template_id=7">Scroll to template 7</a>`,
    html`<button type="button" class="popups-demo-open">Open by selector</button>`,
  ];
  return {
    title: `Popup demo: ${name}`,
    cacheable: true,
    main: String(html`<article class="popups-demo">
  <h1>Popup demo: ${name}</h1>
  <ul class="popups-demo__links">${links.map((link) => html`<li>${link}</li>`)}</ul>
  ${filler}
  <section id="popups-demo-target" data-template-id="7" class="popups-demo__target"><h2>The target section</h2><p>Template 7 and the scroll-to target.</p></section>
  ${filler}
</article>`),
  };
}

/** The lightbox demo's image: a small SVG. */
export const DEMO_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#1d4ed8"/><text x="320" y="210" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">Deal of the day</text></svg>`;
