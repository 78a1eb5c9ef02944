import type { ParcelProps } from '@site/platform-kit/island';

/** Archive mode enhances the results page's own form (no React); it loads only where it is asked for. */
const isArchive = (island: ParcelProps): boolean =>
  (island.props as { results_mode?: unknown } | null)?.results_mode === 'archive';
const archive = () => import('../archive-mode/archive-island');
// The widgets are a chunk of their own too: a static import would make this expose consume React, and the
// results page (archive mode) would download and run React for a form that never renders with it (issue 10).
const widget = () => import('../variants/widget-island');

/**
 * The `mf-search/search-box` island: every widget variant of spec 2.3 behind one expose (each page's
 * header mounts one of them anyway, so separate exposes would only add requests), or archive mode.
 */
export const bootstrap = async (island: ParcelProps): Promise<void> =>
  isArchive(island) ? (await archive()).bootstrap(island) : (await widget()).bootstrap(island);
export const mount = async (island: ParcelProps): Promise<void> =>
  isArchive(island) ? (await archive()).mount(island) : (await widget()).mount(island);
export const unmount = async (island: ParcelProps): Promise<void> =>
  isArchive(island) ? (await archive()).unmount(island) : (await widget()).unmount(island);
