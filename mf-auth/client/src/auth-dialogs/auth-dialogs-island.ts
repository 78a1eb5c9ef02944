import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { IslandProps } from '@site/shared-contracts/platform';
import { AuthDialogs } from './auth-dialogs';

export const { bootstrap, mount, unmount } = singleSpaReact<IslandProps>({
  React,
  ReactDOMClient,
  rootComponent: AuthDialogs,
  errorBoundary: (error, _info, props) => {
    props.fail(error);
    return React.createElement(React.Fragment);
  },
});
