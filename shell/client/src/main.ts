import { armMenus } from './loader/arm-menus';
import { consoleLog, startLoader } from './loader/start-loader';

// The page's entry (inserted by the inline loader): arms the islands and trigger links; the island host with
// the federation runtime loads only when one of them is needed (issue 10). The header's menu script loads
// the same way, the first time a visitor reaches the header.
const loader = startLoader(document);
armMenus(
  document,
  () =>
    import(/* webpackChunkName: "shell-menu" */ './menu/start-menus').then((m) =>
      m.startMenus(document, loader.emitIfRunning),
    ),
  consoleLog,
);
