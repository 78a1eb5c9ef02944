import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PublishedFile } from '@site/shared-contracts/platform';

/** Every file under a build folder with its size and SHA-384 in SRI form, sorted by path. */
export function hashBuild(dir: string): PublishedFile[] {
  const files: PublishedFile[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) {
        const bytes = readFileSync(path.join(dir, rel));
        files.push({ path: rel, size: statSync(path.join(dir, rel)).size, integrity: sriOf(bytes) });
      }
    }
  };
  walk('');
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

export function sriOf(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** One hash for a whole build: equal builds give equal versions. */
export function contentHashOf(files: readonly PublishedFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.integrity}\n`);
  return hash.digest('hex');
}
