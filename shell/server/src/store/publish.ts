import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, Sql } from '@site/shared-contracts';
import { remoteVersionSchema } from '@site/shared-contracts';
import { contentHashOf, hashBuild } from './hash-build';
import { createRegistry, recordAudit } from './registry';

export type PublishRequest = {
  remote: RemoteName;
  buildDir: string;
  storeDir: string;
  /** Defaults to `<package version>-<first 10 hex of the content hash>`. */
  version?: string;
  packageVersion: string;
  publisher: string;
};

export type PublishResult = { version: string; status: 'published' | 'unchanged'; files: number; totalSize: number };

export class PublishRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublishRefused';
  }
}

type Manifest = { name?: unknown; metaData?: { remoteEntry?: { name?: unknown } } };

function readManifest(buildDir: string, remote: RemoteName): Manifest {
  const file = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(file)) throw new PublishRefused(`${buildDir} has no mf-manifest.json: build the remote first`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new PublishRefused('mf-manifest.json is not valid JSON');
  }
  const expected = remote.replace(/-/g, '_');
  if (manifest.name !== expected) throw new PublishRefused(`mf-manifest.json names '${String(manifest.name)}', expected '${expected}'`);
  const entry = manifest.metaData?.remoteEntry?.name;
  if (typeof entry !== 'string' || !existsSync(path.join(buildDir, entry))) {
    throw new PublishRefused('mf-manifest.json points at a remote entry that is not in the build');
  }
  return manifest;
}

/**
 * Copy a build into DATA_DIR/remotes/<remote>/<version>/ and record its files and hashes.
 * Versions are immutable: the same version with other content is refused; the same content is a no-op.
 */
export async function publishRemote(db: Sql, request: PublishRequest): Promise<PublishResult> {
  const manifest = readManifest(request.buildDir, request.remote);
  const files = hashBuild(request.buildDir);
  const contentHash = contentHashOf(files);
  const version = request.version ?? `${request.packageVersion}-${contentHash.slice(0, 10)}`;
  const parsed = remoteVersionSchema.safeParse(version);
  if (!parsed.success) throw new PublishRefused(`invalid version '${version}': ${parsed.error.issues[0]?.message}`);
  const totalSize = files.reduce((sum, f) => sum + f.size, 0);
  const registry = createRegistry(db);
  const existing = await registry.findVersion(request.remote, version);
  if (existing) {
    if (existing.content_hash !== contentHash) {
      throw new PublishRefused(`${request.remote}@${version} is already published with other content; versions are immutable`);
    }
    return { version, status: 'unchanged', files: files.length, totalSize };
  }
  const target = path.join(request.storeDir, request.remote, version);
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(request.buildDir, staging, { recursive: true });
  const copied = contentHashOf(hashBuild(staging));
  if (copied !== contentHash) {
    rmSync(staging, { recursive: true, force: true });
    throw new PublishRefused('the build changed while it was being copied; publish again');
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO platform.remote_versions (remote, version, files, manifest, total_size, content_hash, publisher)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [request.remote, version, JSON.stringify(files), JSON.stringify(manifest), totalSize, contentHash, request.publisher],
    );
    await recordAudit(tx, { remote: request.remote, action: 'publish', from: null, to: version, actor: request.publisher });
  });
  return { version, status: 'published', files: files.length, totalSize };
}
