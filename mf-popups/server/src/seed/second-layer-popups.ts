import type { PopupBlock, SecondLayerPopup, SecondLayerTrigger } from '@site/shared-contracts/popups';
import { SECOND_LAYER_DEMOS, SELECTOR_DEMO_CLASS, type SecondLayerDemo } from '../second-layer/demos';

const TRIGGERS: Record<SecondLayerDemo, SecondLayerTrigger> = {
  'page-load': { type: 'page-load', delay: 2 },
  inactivity: { type: 'user-inactive', delay: 5 },
  scroll: { type: 'scroll-trigger', percent: 50 },
  exit: { type: 'try-exit-trigger' },
  date: { type: 'on-date', date: '2026-01-01 00:00' },
  time: { type: 'on-time', start: '08:00', end: '20:00' },
  'date-time': { type: 'on-date-and-time', start: '2026-06-01 00:00', end: '2027-06-30 23:59' },
  selector: { type: 'custom-selector', selector: `.${SELECTOR_DEMO_CLASS}` },
};

const HOW: Record<SecondLayerDemo, string> = {
  'page-load': 'It opened 2 seconds after the page loaded.',
  inactivity: 'It opened after 5 seconds without a click, a key, a scroll or a resize.',
  scroll: 'It opened when half of the page had been scrolled.',
  exit: 'It opened when the pointer left the top of the window.',
  date: 'It opens on every visit after 1 January 2026.',
  time: 'It opens between 08:00 and 20:00, site time.',
  'date-time': 'It opens between 1 June 2026 and 30 June 2027, site time.',
  selector: 'It opened when you pressed the button.',
};

const content = (name: SecondLayerDemo, title: string): PopupBlock[] => [
  { type: 'heading', text: title },
  { type: 'paragraph', text: HOW[name] },
  { type: 'link', text: 'See today’s offers', href: '/offers', button: true },
];

/**
 * One enabled popup per trigger, each only on its own demo page (no journey elsewhere meets one). The page-load one
 * is closed 'constantly' for a day and names the demo style and script (same origin) and a foreign script, which the
 * content call refuses and logs.
 */
export const secondLayerDemoPopups: SecondLayerPopup[] = SECOND_LAYER_DEMOS.map((name) => {
  const title = `Second layer: ${name.replace('-', ' ')}`;
  const pageLoad = name === 'page-load';
  const styles: Record<string, string> = pageLoad
    ? { 'popups-second-layer-demo': '/popups/second-layer/assets/demo.css' }
    : {};
  return {
    id: `second-layer-${name}`,
    title,
    enabled: true,
    pages: { include: [`/popups/demo/second-layer-${name}`] },
    trigger: TRIGGERS[name],
    settings: pageLoad
      ? { show_once: true, show_again_delay: 'day', close_on_overlay_click: true }
      : { close_on_overlay_click: true },
    content: content(name, title),
    scripts: pageLoad ? [{ handle: 'foreign-tracker', src: 'https://tracker.example.com/t.js' }] : [],
    styles,
    afterScripts: pageLoad ? [{ handle: 'popups-second-layer-demo', src: '/popups/second-layer/assets/demo.js' }] : [],
  };
});
