import { createDesktopMenu } from './desktop-menu';
import { wireDropdowns } from './dropdowns';
import { pageLayers } from '../layers';
import { createOffCanvas, NARROW_QUERY, type OffCanvas } from './off-canvas';

export type StartedMenus = {
  /** The event that first reached the header (it loaded this chunk). */
  reached(event: Event): void;
  offCanvas: OffCanvas | null;
};

/**
 * The header's behaviour, loaded the first time a visitor reaches the header (the page loader's
 * `armMenus`): the desktop menu, the off-canvas menu and the header dropdowns. `emit` reaches the event bus
 * only when the island host already runs (an island that could listen is mounted only then).
 */
export function startMenus(doc: Document, emit: (name: 'shell:off-canvas-closed') => void): StartedMenus {
  const nav = doc.getElementById('site-menu');
  const desktop = nav ? createDesktopMenu(nav) : null;
  const panel = doc.getElementById('site-offcanvas');
  const view = doc.defaultView ?? window;
  const offCanvas = panel
    ? createOffCanvas(panel, view.matchMedia(NARROW_QUERY), pageLayers(view), () => emit('shell:off-canvas-closed'))
    : null;
  wireDropdowns(doc);
  // The header's state for people and tests, like an island's `data-island-state`: its script now runs.
  doc.getElementById('site-header')?.setAttribute('data-menu-state', 'ready');
  return {
    reached: (event) => desktop?.replay(event),
    offCanvas,
  };
}
