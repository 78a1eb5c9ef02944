/** The demo pages' names: one per trigger, `/popups/demo/second-layer-<name>` (the seed's popups, the demo routes). */
export const SECOND_LAYER_DEMOS = [
  'page-load',
  'inactivity',
  'scroll',
  'exit',
  'date',
  'time',
  'date-time',
  'selector',
] as const;
export type SecondLayerDemo = (typeof SECOND_LAYER_DEMOS)[number];

export const SELECTOR_DEMO_CLASS = 'popups-demo-second-layer-open';
