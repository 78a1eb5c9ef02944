import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { IslandProps } from '@site/shared-contracts/platform';
import { SearchWidget } from './search-widget';

const widget = singleSpaReact<IslandProps>({
  React,
  ReactDOMClient,
  rootComponent: SearchWidget,
  errorBoundary: (error, _info, props) => {
    props.fail(error);
    return React.createElement(React.Fragment);
  },
});

/** What single-spa hands each lifecycle: the shell's island props plus its own parcel fields. */
type ParcelProps = Parameters<typeof widget.mount>[0];

/** Archive mode enhances the results page's own form (no React); it loads only where it is asked for. */
const isArchive = (island: ParcelProps): boolean =>
  (island.props as { results_mode?: unknown } | null)?.results_mode === 'archive';
const archive = () => import('../archive-mode/archive-island');

/** The `mf-search/search-box` island: every widget variant, or archive mode, behind one expose. */
export const bootstrap = async (island: ParcelProps): Promise<void> =>
  isArchive(island) ? (await archive()).bootstrap() : widget.bootstrap(island);
export const mount = async (island: ParcelProps): Promise<void> =>
  isArchive(island) ? (await archive()).mount(island) : widget.mount(island);
export const unmount = async (island: ParcelProps): Promise<void> =>
  isArchive(island) ? (await archive()).unmount(island) : widget.unmount(island);
