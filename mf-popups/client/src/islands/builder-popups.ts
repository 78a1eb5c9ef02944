import { defineDomIsland } from '@site/platform-kit/island';
import { injectStyles } from '@site/platform-kit/styles';
import type { BuilderPopupsProps } from '@site/shared-contracts/popups';
import { BUILDER_CSS, BUILDER_STYLES_ID } from '../builder/builder-styles';
import { startEngine } from '../builder/engine';
import { SIGNED_UP_TOAST } from '../newsletter/newsletter-form';

/**
 * The `mf-popups/builder-popups` island (declared in shared-contracts/src/platform/exposes.json): the builder
 * popup engine of spec 3.11/4.6, plain DOM code without React. The server prints it only on pages where a popup
 * may apply, with the popups as props and their content as `<template>`s inside the placeholder.
 */
export const { bootstrap, mount, unmount } = defineDomIsland((island) => {
  const { domElement, props, site, bus, csrfToken, layers } = island;
  const data = props as BuilderPopupsProps;
  if (!data || !Array.isArray(data.popups)) throw new Error('builder-popups: no popups in props');
  injectStyles(BUILDER_STYLES_ID, BUILDER_CSS);
  const engine = startEngine({
    win: window,
    layers,
    props: data,
    siteTimeZone: site.timeZone,
    content: (id) => {
      const template = [...domElement.querySelectorAll('template')].find((t) => t.dataset.popupId === id);
      return template ? (template.content.cloneNode(true) as DocumentFragment) : null;
    },
    openElsewhere: (id) => bus.emit('popups:open', { id }),
    signedUp: () => void bus.emit('popups:toast', SIGNED_UP_TOAST),
    beacon: (id) => {
      fetch(`/api/popups/builder/${encodeURIComponent(id)}/impressions`, {
        method: 'POST',
        keepalive: true,
        headers: { 'x-csrf-token': csrfToken },
      }).catch(() => undefined);
    },
  });
  return () => engine.stop();
});
