// @ts-check
// The one rspack + Module Federation preset. Each project's client/rspack.config.mjs is a thin call into
// it and `rspack build` (@rspack/cli) runs it. Plain JavaScript with JSDoc types, checked by tsc
// (tools/tsconfig.json): no loader has to transform it, so nothing can leak into the MF runtime code
// the plugin serialises from its own functions (see docs/decisions.md).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';
import { devPlugins, devServer, devShared } from './dev-server.mjs';

/** @typedef {import('./dev-server.mjs').DevServe} DevServe */

const require = createRequire(import.meta.url);
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** webpack's chunk-load time-out (spec 7.6 / 9: 120 s), from the platform kit's one definition. */
export const CHUNK_LOAD_TIMEOUT_MS = require('@site/platform-kit/constants.json').chunkLoadTimeoutMs;

/**
 * The exposed modules of every remote, declared once in shared-contracts: the shell's island list
 * and every remote's build read the same file, so they cannot disagree.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const exposedModules = require('@site/shared-contracts/platform/exposes.json');

const versions = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'single-spa-react': '^6.0.2',
};

/**
 * Singletons every remote shares with the shell: one React and the single-spa-react adapter the kit's
 * defineIsland wraps every island in. Not shared, on purpose (docs/decisions.md): a shared module is
 * never tree-shaken and costs a request of its own, so zod/mini (81 KB gzipped whole, 5-9 KB as each
 * bundle uses it) is bundled where it parses, rxjs only the shell's event bus uses (remotes get the
 * bus object), and zustand holds no page-wide state and weighs less than the request that shared it.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: versions.react },
  'react/': { singleton: true, requiredVersion: versions.react },
  'react-dom': { singleton: true, requiredVersion: versions['react-dom'] },
  'react-dom/': { singleton: true, requiredVersion: versions['react-dom'] },
  'single-spa-react': { singleton: true, requiredVersion: versions['single-spa-react'] },
};

/**
 * TypeScript and TSX through SWC. In development (`dev:remote`) React's development transform and React Refresh's
 * registrations, so a saved component re-renders in place.
 * @param {boolean} development
 * @returns {import('@rspack/core').RuleSetRule}
 */
function tsRule(development) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: development } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {string} projectDir
 * @param {string} uniqueName
 * @param {string} policyName  the build's name as the CSP lists it ('shell', 'mf-search')
 * @param {DevServe} [dev]  served by rspack's dev server instead of built (`npm run dev:remote`)
 * @returns {import('@rspack/core').Configuration}
 */
function base(projectDir, uniqueName, policyName, dev) {
  return {
    mode: dev ? 'development' : 'production',
    context: projectDir,
    target: 'web',
    // Source maps in files of their own: the page's CSP has no 'unsafe-eval' for rspack's eval-based default.
    devtool: dev ? 'cheap-module-source-map' : false,
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      // A copy of a project outside the checkout (the dev:remote test and benchmark edit one) still finds the
      // workspace's packages.
      ...(dev ? { modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')] } : {}),
    },
    module: { rules: [tsRule(Boolean(dev))] },
    output: {
      path: path.join(projectDir, 'dist'),
      // The dev server's own origin: the site's page loads these files cross-origin.
      publicPath: dev ? `${dev.origin}/` : 'auto',
      uniqueName,
      // Served from memory: nothing is written, so nothing of the built dist/ may be cleaned either.
      clean: !dev,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      crossOriginLoading: 'anonymous',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // Pages require Trusted Types for script URLs: the chunk loader gets its own policy, listed in
      // the shell's CSP as `<name>#chunks` (shell/server/src/platform/security-headers.ts).
      trustedTypes: { policyName: `${policyName}#chunks`, onPolicyCreationFailure: 'stop' },
    },
    performance: { hints: false },
    optimization: {
      minimize: !dev,
      // Requests cost more than bytes on a cold page (issue 10 budgets 12 in all). rspack's default groups split
      // node_modules (zod/mini, zustand) out of the chunk that uses them into chunks of their own; off, an
      // island's exposed chunk carries what only it uses. React and its adapters are one chunk: every React
      // island needs all of them, and as separate shared modules they were five requests.
      splitChunks: {
        cacheGroups: {
          default: false,
          defaultVendors: false,
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|single-spa-react)[\\/]/,
            name: 'react',
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a plain comment): every function of a matching
 * file is compiled while the file streams in, off the main thread, instead of one by one on the main thread as
 * each is first called. For files whose code nearly all runs as they load. Added after minification, which
 * would drop the comment, and kept first in the file, where V8 looks for it.
 * @param {RegExp} test  the emitted file names
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function compileAllOnLoad(test) {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: false,
    test,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
  });
}

/**
 * A remote's build records what it was built from; `remotes publish` requires it and checks the
 * shared-contracts version against the server's (shell/server/src/store/validate-build.ts).
 * @param {string} projectDir
 * @param {string} remote
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function buildInfoPlugin(projectDir, remote) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tap('site-build-info', () => {
        const pkg = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8'));
        const contracts = require('@site/shared-contracts/package.json');
        const info = {
          remote,
          packageVersion: pkg.version,
          contractsVersion: contracts.version,
          builtAt: new Date().toISOString(),
        };
        const file = path.join(compiler.options.output.path ?? path.join(projectDir, 'dist'), 'build-info.json');
        writeFileSync(file, `${JSON.stringify(info, null, 2)}\n`);
      });
    },
  };
}

/**
 * A team's remote: exposes exactly its islands of the contract, each from `client/src/islands/<name>.ts`,
 * ships mf-manifest.json and shares the singletons. With `dev`, the same remote served by rspack's dev server
 * (`npm run dev:remote`, ./dev-server.mjs): live reload, React Refresh, and React of its own (see there).
 * @param {{ remote: string; projectDir: string; dev?: DevServe }} options  the remote's name (`mf-search`), its
 *   folder, and where it is served from and for which site
 * @returns {import('@rspack/core').Configuration}
 */
export function remoteConfig({ remote, projectDir, dev }) {
  const islands = exposedModules[remote];
  if (!islands) throw new Error(`${remote} is not a remote of shared-contracts/src/platform/exposes.json`);
  const name = remote.replace(/-/g, '_');
  const federation = new ModuleFederationPlugin({
    name,
    // REMOTE_ENTRY_FILE of shared-contracts/src/platform/remotes.ts: the shell loads it by this name.
    filename: 'remoteEntry.js',
    exposes: Object.fromEntries(islands.map((island) => [`./${island}`, `./client/src/islands/${island}.ts`])),
    shared: dev ? devShared : sharedSingletons,
    // One React per page however many remotes load at once. A share registered with the default
    // 'version-first' may be replaced, while it is still loading, by the same version from a remote whose
    // name sorts later (the runtime's tie-break): that remote then fetched and ran its own copy beside the
    // first (mf-shop's coupons mounting beside mf-auth's dialog). 'loaded-first' keeps the first
    // registration, so every later remote awaits the load already under way (docs/decisions.md).
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // The page's one federation runtime is the shell's (provideExternalRuntime below). A remote consumes no
    // other remote, so its entry leaves out the code that loads remotes too.
    experiments: {
      externalRuntime: true,
      optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
    },
  });
  const config = base(projectDir, name, remote, dev);
  if (dev) return { ...config, entry: {}, plugins: [federation, ...devPlugins()], devServer: devServer(remote, dev) };
  return {
    ...config,
    entry: {},
    plugins: [
      federation,
      buildInfoPlugin(projectDir, remote),
      // The entry's code all runs as it loads (the container, its share scope): compile it while it streams in
      // (issue 30). Not the exposed chunks, of which an island runs part.
      compileAllOnLoad(/^remoteEntry\.js$/),
    ],
  };
}

/**
 * The shell's island host: the federation runtime, the bus and the mounter, with no build-time remotes (they
 * come from the snapshot inlined in each page). The page loader inserts it when an island is first needed.
 * @param {{ projectDir: string; entry: string; runtimePlugins: string[] }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function hostConfig({ projectDir, entry, runtimePlugins }) {
  const config = base(projectDir, 'shell', 'shell');
  return {
    ...config,
    name: 'shell-host',
    entry: { 'shell-host': entry },
    output: {
      ...config.output,
      // The entry's name is stable so the loader can reference it; its chunks are content-hashed. The page
      // loader is another compilation writing into the same folder: cleaning keeps it and its menu chunk.
      filename: '[name].js',
      publicPath: '/assets/shell/',
      clean: { keep: /[\\/]shell-(main\.js|menu\.[0-9a-f]+\.js)$/ },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        manifest: false,
        // Publish the runtime core on globalThis so no remote ships its own copy. Remotes are registered by
        // their remoteEntry.js (no mf-manifest.json fetch), so the runtime's snapshot code is left out.
        experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
      // Inserted on a visitor's first tap and run at once: compile it while it streams in (issue 30). Not the
      // page loader, which runs little of its code on most pages.
      compileAllOnLoad(/^shell-host\.js$/),
    ],
  };
}

/**
 * Remove the files of earlier builds that `owned` matches and this build did not emit (their compressed siblings
 * too). For a compilation that shares its folder with another and so cannot use `output.clean` (it would delete
 * the other's files): without it every build of the page loader left its old menu chunk behind in shell/dist.
 * @param {RegExp} owned  the emitted file names this compilation owns, matched against the name without `.br`/`.gz`
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function cleanOwnStaleFiles(owned) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tap('site-clean-own-stale', (compilation) => {
        const dir = compiler.options.output.path;
        if (!dir) return;
        const emitted = new Set(compilation.getAssets().map((asset) => asset.name));
        for (const file of readdirSync(dir)) {
          const name = file.replace(/\.(br|gz)$/, '');
          if (owned.test(name) && !emitted.has(name)) rmSync(path.join(dir, file), { force: true });
        }
      });
    },
  };
}

/**
 * The page loader, the one script every page runs (`shell-main.js`, inserted by the inline loader): it arms the
 * islands' mount strategies and the trigger links and inserts the host (`hostConfig`) when one of them is
 * needed. Not federated: a Module Federation build puts its runtime into every entry, and that runtime is what
 * a page without islands to mount should not pay for (issue 10). One async chunk: the header's menu script
 * (`shell-menu`), loaded the first time a visitor reaches the header, through the `shell-main#chunks` policy.
 * @param {{ projectDir: string; entry: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function loaderConfig({ projectDir, entry }) {
  const config = base(projectDir, 'shell-main', 'shell-main');
  return {
    ...config,
    name: 'shell-main',
    entry: { 'shell-main': entry },
    // The island host's compilation cleans the folder but keeps this one's files; the menu chunks of earlier
    // builds are this one's to remove.
    output: { ...config.output, filename: '[name].js', publicPath: '/assets/shell/', clean: false },
    plugins: [cleanOwnStaleFiles(/^shell-menu\.[0-9a-f]+\.js$/)],
  };
}
