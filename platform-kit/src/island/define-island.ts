import React, { type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { IslandProps } from '@site/shared-contracts/platform';

/** What single-spa hands each lifecycle: the shell's island props plus its own parcel fields. */
export type ParcelProps<P = unknown> = IslandProps<P> & { name?: string };

export type IslandLifecycles<P = unknown> = {
  bootstrap(props: ParcelProps<P>): Promise<void>;
  mount(props: ParcelProps<P>): Promise<void>;
  unmount(props: ParcelProps<P>): Promise<void>;
};

/**
 * An exposed module's single-spa lifecycles around one React component. A render error reaches the
 * shell through `fail`, which unmounts the parcel and puts the placeholder's no-JS markup back, so a
 * crashing island never leaves a blank hole. Subscribe to bus events with `useBusEvent`, which runs
 * before single-spa resolves the mount, so an event the shell emits right after mounting is not lost.
 */
export function defineIsland<P>(rootComponent: FunctionComponent<IslandProps<P>>): IslandLifecycles<P> {
  return singleSpaReact<IslandProps<P>>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (error, _info, props) => {
      props.fail(error);
      return React.createElement(React.Fragment);
    },
  }) as IslandLifecycles<P>;
}
