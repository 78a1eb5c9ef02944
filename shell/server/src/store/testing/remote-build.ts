// Test helper (not shipped code): a small remote build as the rspack preset would leave it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { containerName, exposedModules, type RemoteName } from '@site/shared-contracts/platform';
import { platformVersions } from '../platform-versions';

export type FakeBuildOptions = {
  entry?: string;
  manifest?: Record<string, unknown>;
  buildInfo?: Record<string, unknown> | null;
  shared?: Record<string, unknown>[];
};

export function fakeManifest(remote: RemoteName, shared?: Record<string, unknown>[]): Record<string, unknown> {
  const js = (files: string[]) => ({ js: { sync: files, async: [] }, css: { sync: [], async: [] } });
  return {
    name: containerName(remote),
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: shared ?? [
      {
        name: 'react',
        version: '19.3.1',
        singleton: true,
        requiredVersion: '^19.3.1',
        assets: js(['chunks/react.js']),
      },
    ],
    exposes: exposedModules[remote].map((name) => ({ name, assets: js(['chunks/island.js']) })),
  };
}

export function fakeBuild(remote: RemoteName, options: FakeBuildOptions = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), options.entry ?? `var ${containerName(remote)};`);
  writeFileSync(path.join(dir, 'chunks/react.js'), 'console.log("react")');
  writeFileSync(path.join(dir, 'chunks/island.js'), 'console.log("island")');
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify(options.manifest ?? fakeManifest(remote, options.shared)),
  );
  if (options.buildInfo !== null) {
    const info = {
      remote,
      packageVersion: '1.0.0',
      contractsVersion: platformVersions().contracts,
      builtAt: new Date().toISOString(),
    };
    writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ ...info, ...options.buildInfo }));
  }
  return dir;
}
