import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { containerName, exposedModules, REMOTE_ENTRY_FILE, type RemoteName } from '@site/shared-contracts/platform';
import { platformVersions, SHARED_SINGLETONS, type PlatformVersions } from './platform-versions';
import { satisfies } from './semver-range';

/** A build's refusal (publish) or a version's failed health check (activate), with the reason people read. */
export class BuildRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BuildRejected';
  }
}

export const BUILD_INFO_FILE = 'build-info.json';

/** What the rspack preset (tools/rspack/preset.mjs) writes beside a build: which package and contracts it was built from. */
export const buildInfoSchema = z.object({
  remote: z.string().min(1),
  packageVersion: z.string().min(1),
  contractsVersion: z.string().min(1),
  builtAt: z.string().min(1),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

const assetListSchema = z.object({ sync: z.array(z.string()).default([]), async: z.array(z.string()).default([]) });
const assetsSchema = z.object({ js: assetListSchema.optional(), css: assetListSchema.optional() }).optional();
const sharedEntrySchema = z.object({
  name: z.string(),
  assets: assetsSchema,
  version: z.string().optional(),
  singleton: z.boolean().optional(),
  requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
});
const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1) }) }),
  shared: z.array(sharedEntrySchema).default([]),
  exposes: z.array(z.object({ name: z.string(), assets: assetsSchema })).default([]),
});
export type RemoteManifest = z.infer<typeof manifestSchema>;

function readJsonFile(file: string, label: string): unknown {
  if (!existsSync(file)) throw new BuildRejected(`the build has no ${label}: build the remote first`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new BuildRejected(`${label} is not valid JSON`);
  }
}

export function readManifest(buildDir: string, remote: RemoteName): RemoteManifest {
  const parsed = manifestSchema.safeParse(readJsonFile(path.join(buildDir, 'mf-manifest.json'), 'mf-manifest.json'));
  if (!parsed.success)
    throw new BuildRejected(
      `mf-manifest.json is not a federation manifest (${parsed.error.issues[0]?.path.join('.')})`,
    );
  const manifest = parsed.data;
  if (manifest.name !== containerName(remote)) {
    throw new BuildRejected(`mf-manifest.json names '${manifest.name}', expected '${containerName(remote)}'`);
  }
  const exposed = manifest.exposes.map((entry) => entry.name).sort();
  const declared = [...exposedModules[remote]].sort();
  if (exposed.join(',') !== declared.join(',')) {
    throw new BuildRejected(
      `the build exposes [${exposed.join(', ')}], the contract declares [${declared.join(', ')}] (shared-contracts/src/platform/exposes.json)`,
    );
  }
  if (manifest.metaData.remoteEntry.name !== REMOTE_ENTRY_FILE) {
    // Browsers load the entry by this name without reading the manifest (issue 10).
    throw new BuildRejected(
      `the remote entry is '${manifest.metaData.remoteEntry.name}', expected '${REMOTE_ENTRY_FILE}'`,
    );
  }
  if (!existsSync(path.join(buildDir, manifest.metaData.remoteEntry.name))) {
    throw new BuildRejected('mf-manifest.json points at a remote entry that is not in the build');
  }
  for (const entry of [...manifest.exposes, ...manifest.shared]) {
    const files = [entry.assets?.js, entry.assets?.css].flatMap((list) => (list ? [...list.sync, ...list.async] : []));
    const missing = files.find((file) => !existsSync(path.join(buildDir, file)));
    if (missing)
      throw new BuildRejected(`mf-manifest.json lists ${missing} (for '${entry.name}'), which is not in the build`);
  }
  return manifest;
}

/** 'react-dom/client' and 'react/jsx-runtime' are the packages 'react-dom' and 'react'. */
function packageOf(sharedName: string): string {
  return sharedName.startsWith('@')
    ? sharedName.split('/').slice(0, 2).join('/')
    : (sharedName.split('/')[0] ?? sharedName);
}

/** Every shared singleton must be a singleton whose required range the shell's own version satisfies. */
export function checkSharedSingletons(manifest: RemoteManifest, platform: PlatformVersions = platformVersions()): void {
  for (const entry of manifest.shared) {
    const pkg = packageOf(entry.name);
    if (!(SHARED_SINGLETONS as readonly string[]).includes(pkg)) continue;
    if (entry.singleton !== true)
      throw new BuildRejected(`shared '${entry.name}' must be a singleton, as in the shell`);
    const shellVersion = platform.singletons[pkg];
    const range = entry.requiredVersion;
    if (shellVersion && typeof range === 'string' && !satisfies(shellVersion, range)) {
      throw new BuildRejected(`shared '${entry.name}' requires ${range}, the shell provides ${pkg}@${shellVersion}`);
    }
  }
}

/** A remote built against contracts X runs on a server with contracts Y when Y satisfies ^X. */
export function checkContracts(info: BuildInfo, platform: PlatformVersions = platformVersions()): void {
  if (!satisfies(platform.contracts, `^${info.contractsVersion}`)) {
    throw new BuildRejected(
      `built against shared-contracts ${info.contractsVersion}, incompatible with the server's ${platform.contracts}`,
    );
  }
}

export function readBuildInfo(buildDir: string, remote: RemoteName): BuildInfo {
  const parsed = buildInfoSchema.safeParse(readJsonFile(path.join(buildDir, BUILD_INFO_FILE), BUILD_INFO_FILE));
  if (!parsed.success)
    throw new BuildRejected(`${BUILD_INFO_FILE} is incomplete (${parsed.error.issues[0]?.path.join('.')})`);
  if (parsed.data.remote !== remote)
    throw new BuildRejected(`${BUILD_INFO_FILE} is for '${parsed.data.remote}', not '${remote}'`);
  return parsed.data;
}
