import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PublishedFile } from '@site/shared-contracts/platform';

/**
 * Every file under a build folder with its size and SHA-384 in SRI form, sorted by path. Compressed
 * copies (`x.js.br`, `x.js.gz` beside `x.js`) are not files of the build: the store makes its own at
 * publish, so a build copied out of the store publishes the same files it was made of.
 */
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
  const paths = new Set(files.map((file) => file.path));
  return files.filter((file) => !isCompressedCopy(file.path, paths)).sort((a, b) => a.path.localeCompare(b.path));
}

/** `x.js.br` or `x.js.gz` when `x.js` is there too. */
export function isCompressedCopy(file: string, paths: ReadonlySet<string>): boolean {
  const base = file.replace(/\.(br|gz)$/, '');
  return base !== file && paths.has(base);
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
