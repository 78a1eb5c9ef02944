// @ts-check
// The development half of the preset: what a remote served by rspack's dev server (`npm run dev:remote`,
// shell/server/src/dev-remote/) adds to its build. preset.mjs's remoteConfig({ ..., dev }) is the one entry.
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

/**
 * Where the dev server listens and for which site it serves: `origin` is its own (`http://127.0.0.1:3104`), the
 * origin the site's QA override points at; `siteOrigin` the site's, the one page allowed to load it.
 * @typedef {{ origin: string; siteOrigin: string }} DevServe
 */

/**
 * Nothing shared with the shell in development. The shell's React is a production build, which has no React
 * Refresh hooks: sharing it would make every saved component a silent no-op until a reload. The dev build brings
 * its own development React (and single-spa-react) for its own islands; each island is its own React root, so two
 * Reacts on the page never meet. Published builds share as before (preset.mjs `sharedSingletons`).
 * @type {Record<string, never>}
 */
export const devShared = {};

/**
 * React Refresh: a saved component re-renders in place, keeping its state; a module that is not a component
 * boundary (a DOM island, a store) is not accepted, and the dev server's live reload reloads the page instead.
 * `forceEnable`: the plugin turns itself off when NODE_ENV says production, which says nothing about this build.
 * @returns {import('@rspack/core').RspackPluginInstance[]}
 */
export function devPlugins() {
  return [new ReactRefreshRspackPlugin({ forceEnable: true })];
}

/**
 * The dev server's options (`@rspack/dev-server`): hot updates and live reload over a websocket the site's page
 * opens to this origin (the page's CSP lets it in for the browser holding the override only), files served from
 * memory with CORS for the site's page alone, and the site's host name accepted on the websocket's Origin.
 * @param {string} remote
 * @param {DevServe} dev
 * @returns {import('@rspack/core').DevServer}
 */
export function devServer(remote, dev) {
  const own = new URL(dev.origin);
  const site = new URL(dev.siteOrigin);
  const hostname = own.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    host: hostname,
    port: Number(own.port),
    hot: true,
    liveReload: true,
    static: false,
    compress: false,
    historyApiFallback: false,
    allowedHosts: [site.hostname, hostname],
    headers: { 'access-control-allow-origin': site.origin, vary: 'Origin' },
    client: {
      webSocketURL: { protocol: own.protocol === 'https:' ? 'wss:' : 'ws:', hostname, port: own.port, pathname: '/ws' },
      // Build errors over the page; a runtime error of any island stays in the console, where the shell reports it.
      // The overlay's Trusted Types policy has a name of its own, which only a dev override's page lists
      // (shell/server/src/platform/security-headers.ts).
      // (The client reads trustedTypesPolicyName; rspack's option types do not list it yet.)
      overlay: Object.assign(
        { errors: true, warnings: false, runtimeErrors: false },
        { trustedTypesPolicyName: `${remote}#dev-overlay` },
      ),
      logging: 'warn',
      progress: false,
    },
    devMiddleware: { writeToDisk: false },
    // dev:remote stops the server itself on Ctrl-C and SIGTERM, then exits.
    setupExitSignals: false,
    open: false,
  };
}
