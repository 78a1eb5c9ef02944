import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishedFile, Sql } from '@site/shared-contracts/platform';
import { sriOf } from './hash-build';
import { precompress } from './precompress';

type VersionFiles = { remote: string; version: string; files: readonly PublishedFile[] };

/** Thrown when the shared store's bytes do not match the hashes recorded at publish: nothing is written. */
export class StoreCopyCorrupt extends Error {}

/**
 * Keep a published version's files in the database (in the publish transaction), from the folder they
 * were just verified in, checking each against its recorded hash on the way in.
 */
export async function saveVersionFiles(tx: Sql, dir: string, version: VersionFiles): Promise<void> {
  for (const file of version.files) {
    const bytes = readFileSync(path.join(dir, file.path));
    if (sriOf(bytes) !== file.integrity) throw new StoreCopyCorrupt(`${file.path} changed while being published`);
    await tx.query('INSERT INTO platform.remote_files (remote, version, path, content) VALUES ($1, $2, $3, $4)', [
      version.remote,
      version.version,
      file.path,
      bytes,
    ]);
  }
}

const copying = new Map<string, Promise<boolean>>();

/**
 * Make sure this process has `<storeDir>/<remote>/<version>/`: present already, or copied out of the
 * database with every file checked against its recorded hash, compressed, and moved into place whole
 * (a rename), so a half-written folder is never served. False when the database has no files for it
 * (a version published before the shared store, whose files live only where it was published).
 */
export function ensureLocalCopy(db: Sql, storeDir: string, version: VersionFiles): Promise<boolean> {
  const target = path.join(storeDir, version.remote, version.version);
  if (existsSync(target)) return Promise.resolve(true);
  const key = `${version.remote}@${version.version}`;
  const pending = copying.get(key);
  if (pending) return pending;
  const started = copyOut(db, target, version).finally(() => copying.delete(key));
  copying.set(key, started);
  return started;
}

async function copyOut(db: Sql, target: string, version: VersionFiles): Promise<boolean> {
  const { rows } = await db.query<{ path: string; content: Uint8Array }>(
    'SELECT path, content FROM platform.remote_files WHERE remote = $1 AND version = $2',
    [version.remote, version.version],
  );
  if (rows.length === 0) return false;
  const bytesOf = new Map(rows.map((row) => [row.path, Buffer.from(row.content)]));
  const staging = `${target}.copy-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    for (const file of version.files) {
      const bytes = bytesOf.get(file.path);
      if (!bytes || sriOf(bytes) !== file.integrity) {
        throw new StoreCopyCorrupt(
          `${version.remote}@${version.version}: ${file.path} is missing or does not match its hash`,
        );
      }
      const full = path.join(staging, file.path);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, bytes);
    }
    precompress(staging, version.files);
    mkdirSync(path.dirname(target), { recursive: true });
    // Another process on this machine (a cluster worker) may have made the same copy meanwhile: keep that one.
    if (!existsSync(target)) renameSync(staging, target);
    return true;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
