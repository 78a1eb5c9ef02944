import type { IslandProps } from '@site/shared-contracts/platform';
import { SearchBox } from '../search-box/search-box';
import { parsePanelOptions } from '../search-core/panel-options';
import { PopupSearch } from './popup-search';
import { RevealSearch } from './reveal-search';
import { SlideSearch } from './slide-search';
import { SplashSearch } from './splash-search';

/**
 * The one search island: data-props.variant picks the widget of spec 2.3 around the same live panel.
 * With overlay on, a page overlay dims everything behind the open panel (CSS only: it is the wrapper's
 * ::before, so a click on it is a click outside the form, which hides the panel).
 */
export function SearchWidget(island: Pick<IslandProps, 'props' | 'site' | 'domElement' | 'bus' | 'layers'>) {
  const options = parsePanelOptions(island.props);
  const props = { props: island.props, site: island.site, domElement: island.domElement, layers: island.layers };
  let widget;
  if (options.variant === 'reveal') widget = <RevealSearch {...props} />;
  else if (options.variant === 'slide') widget = <SlideSearch {...props} />;
  else if (options.variant === 'popup') widget = <PopupSearch {...props} />;
  else if (options.variant === 'splash') widget = <SplashSearch {...props} bus={island.bus} />;
  else widget = <SearchBox {...props} />;
  return options.overlay ? <div className="sss-overlay">{widget}</div> : widget;
}
