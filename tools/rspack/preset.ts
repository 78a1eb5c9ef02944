// The one rspack + Module Federation preset. Each project's rspack.config.ts is a thin call into it.
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** webpack's chunk-load time-out, written explicitly (spec 7.6 / 9: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const versions = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  rxjs: '^7.8.2',
  zustand: '^5.1.0',
  zod: '^4.6.7',
};

/** Singletons every remote shares with the shell: one React, one rxjs, one zustand, one zod. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: versions.react },
  'react/': { singleton: true, requiredVersion: versions.react },
  'react-dom': { singleton: true, requiredVersion: versions['react-dom'] },
  'react-dom/': { singleton: true, requiredVersion: versions['react-dom'] },
  rxjs: { singleton: true, requiredVersion: versions.rxjs },
  zustand: { singleton: true, requiredVersion: versions.zustand },
  zod: { singleton: true, requiredVersion: versions.zod },
};

const tsRule: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
};

function base(projectDir: string, uniqueName: string): Configuration {
  return {
    mode: 'production',
    context: projectDir,
    target: 'web',
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: { rules: [tsRule] },
    output: {
      path: path.join(projectDir, 'dist'),
      publicPath: 'auto',
      uniqueName,
      clean: true,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      crossOriginLoading: 'anonymous',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    },
    performance: { hints: false },
    optimization: { minimize: true },
  };
}

/** A team's remote: exposes island modules, ships mf-manifest.json, shares the singletons. */
export function remoteConfig(options: {
  projectDir: string;
  name: string;
  exposes: Record<string, string>;
}): Configuration {
  const config = base(options.projectDir, options.name);
  return {
    ...config,
    entry: {},
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedSingletons,
        manifest: true,
        dts: false,
      }),
    ],
  };
}

/** The shell's browser host: no build-time remotes; they come from the snapshot inlined in each page. */
export function hostConfig(options: { projectDir: string; entry: string; runtimePlugins: string[] }): Configuration {
  const config = base(options.projectDir, 'shell');
  return {
    ...config,
    entry: { 'shell-main': options.entry },
    output: {
      ...config.output,
      path: path.join(options.projectDir, 'dist'),
      // The entry's name is stable so pages can reference it; its chunks are content-hashed.
      filename: '[name].js',
      publicPath: '/assets/shell/',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        dts: false,
        manifest: false,
      }),
    ],
  };
}
