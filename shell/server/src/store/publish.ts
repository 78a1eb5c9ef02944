import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, Sql } from '@site/shared-contracts/platform';
import { remoteVersionSchema } from '@site/shared-contracts/platform';
import { contentHashOf, hashBuild } from './hash-build';
import { precompress } from './precompress';
import { createRegistry, recordAudit } from './registry';
import { saveVersionFiles } from './shared-store';
import {
  BUILD_INFO_FILE,
  BuildRejected,
  checkContracts,
  checkSharedSingletons,
  readBuildInfo,
  readManifest,
  type BuildInfo,
} from './validate-build';

export type PublishRequest = {
  remote: RemoteName;
  buildDir: string;
  storeDir: string;
  /** Defaults to `<package version>-<first 10 hex of the content hash>`. */
  version?: string;
  /** Defaults to the build info's package version. */
  packageVersion?: string;
  publisher: string;
  /**
   * Only for a build made in this very checkout (`npm start`, `remotes publish` without --from) that
   * predates build-info.json: what its build info would say. Every other publish must carry the file.
   */
  localBuildInfo?: BuildInfo;
};

export type PublishResult = { version: string; status: 'published' | 'unchanged'; files: number; totalSize: number };

export class PublishRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublishRefused';
  }
}

function validate(request: PublishRequest) {
  try {
    const manifest = readManifest(request.buildDir, request.remote);
    checkSharedSingletons(manifest);
    const hasInfo = existsSync(path.join(request.buildDir, BUILD_INFO_FILE));
    const buildInfo =
      hasInfo || !request.localBuildInfo ? readBuildInfo(request.buildDir, request.remote) : request.localBuildInfo;
    checkContracts(buildInfo);
    return { manifest, buildInfo };
  } catch (error) {
    if (error instanceof BuildRejected) throw new PublishRefused(error.message);
    throw error;
  }
}

/** build-info.json carries a build time, so it stays out of the content hash: equal code, equal version. */
const hashedContent = (files: ReturnType<typeof hashBuild>) =>
  contentHashOf(files.filter((f) => f.path !== BUILD_INFO_FILE));

/**
 * Validate a build, copy it into DATA_DIR/remotes/<remote>/<version>/ and record its files, hashes and
 * bytes (the shared store every process copies from).
 * Versions are immutable: the same version with other content is refused; the same content is a no-op.
 */
export async function publishRemote(db: Sql, request: PublishRequest): Promise<PublishResult> {
  const { manifest, buildInfo } = validate(request);
  const files = hashBuild(request.buildDir);
  const contentHash = hashedContent(files);
  const version =
    request.version ?? `${request.packageVersion ?? buildInfo.packageVersion}-${contentHash.slice(0, 10)}`;
  const parsed = remoteVersionSchema.safeParse(version);
  if (!parsed.success) throw new PublishRefused(`invalid version '${version}': ${parsed.error.issues[0]?.message}`);
  const totalSize = files.reduce((sum, f) => sum + f.size, 0);
  const existing = await createRegistry(db).findVersion(request.remote, version);
  if (existing) {
    if (existing.content_hash !== contentHash) {
      throw new PublishRefused(
        `${request.remote}@${version} is already published with other content; versions are immutable`,
      );
    }
    return { version, status: 'unchanged', files: files.length, totalSize };
  }
  const target = path.join(request.storeDir, request.remote, version);
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(request.buildDir, staging, { recursive: true });
  if (hashedContent(hashBuild(staging)) !== contentHash) {
    rmSync(staging, { recursive: true, force: true });
    throw new PublishRefused('the build changed while it was being copied; publish again');
  }
  // Compressed copies a build brought along (one copied out of the store) are made afresh.
  precompress(staging, files, { replace: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO platform.remote_versions (remote, version, files, manifest, total_size, content_hash, publisher, build_info)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        request.remote,
        version,
        JSON.stringify(files),
        JSON.stringify(manifest),
        totalSize,
        contentHash,
        request.publisher,
        JSON.stringify(buildInfo),
      ],
    );
    // The bytes too, so every process of the site can serve this version (shared-store.ts).
    await saveVersionFiles(tx, target, { remote: request.remote, version, files });
    await recordAudit(tx, {
      remote: request.remote,
      action: 'publish',
      from: null,
      to: version,
      actor: request.publisher,
    });
  });
  return { version, status: 'published', files: files.length, totalSize };
}
