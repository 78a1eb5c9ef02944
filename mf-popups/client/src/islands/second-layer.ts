import { defineDomIsland } from '@site/platform-kit/island';
import { injectStyles } from '@site/platform-kit/styles';
import { secondLayerPropsSchema } from '@site/shared-contracts/popups';
import { fetchLayerContent } from '../second-layer/content-loader';
import { startLayer } from '../second-layer/engine';
import { LAYER_CSS, LAYER_STYLES_ID } from '../second-layer/layer-styles';
import { SIGNED_UP_TOAST } from '../newsletter/newsletter-form';
import { recordStore } from '../second-layer/record';

/**
 * The `mf-popups/second-layer` island (declared in shared-contracts/src/platform/exposes.json): the second popup
 * layer of spec 4.7, plain DOM code. The server prints it only on pages where one of its popups may open.
 */
export const { bootstrap, mount, unmount } = defineDomIsland(({ props, site, csrfToken, bus, layers }) => {
  const data = secondLayerPropsSchema.parse(props);
  injectStyles(LAYER_STYLES_ID, LAYER_CSS);
  const layer = startLayer({
    win: window,
    layers,
    props: data,
    siteTimeZone: site.timeZone,
    records: recordStore(() => window.localStorage),
    fetchContent: (call) => fetchLayerContent((url, init) => fetch(url, init), site.ajaxUrl, csrfToken, call),
    signedUp: () => void bus.emit('popups:toast', SIGNED_UP_TOAST),
  });
  return () => layer.stop();
});
