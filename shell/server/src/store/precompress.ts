import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { PublishedFile } from '@site/shared-contracts/platform';
import { sriOf } from './hash-build';

/** Text formats worth compressing; images and fonts in a build are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|json|css|svg|html|map)$/;
const MIN_BYTES = 1024;

export const ENCODINGS = [
  { suffix: '.br', decode: (bytes: Buffer) => brotliDecompressSync(bytes) },
  { suffix: '.gz', decode: (bytes: Buffer) => gunzipSync(bytes) },
] as const;

/**
 * Compress every compressible file of a staged version once, at the highest settings (brotli 11,
 * gzip 9): a version never changes, so the cost is paid once and every request is served the smallest
 * bytes. The siblings are not recorded as files: SRI hashes stay those of the decoded bytes.
 */
export function precompress(dir: string, files: readonly PublishedFile[], options: { replace?: boolean } = {}): void {
  for (const file of files) {
    const full = `${dir}/${file.path}`;
    if (options.replace) for (const { suffix } of ENCODINGS) rmSync(`${full}${suffix}`, { force: true });
    if (!COMPRESSIBLE.test(file.path) || file.size < MIN_BYTES) continue;
    if (ENCODINGS.every(({ suffix }) => siblingIsCurrent(full, suffix))) continue;
    const bytes = readFileSync(full);
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

/** A compressed sibling that does not decode to the recorded bytes (checked before a version goes live). */
export function badCompressedSibling(dir: string, file: PublishedFile): string | null {
  for (const { suffix, decode } of ENCODINGS) {
    const sibling = `${dir}/${file.path}${suffix}`;
    if (!existsSync(sibling)) continue;
    if (sriOf(decode(readFileSync(sibling))) !== file.integrity) return `${file.path}${suffix}`;
  }
  return null;
}

/**
 * Whether a compressed sibling may be served for a file: only while it is at least as new as the file.
 * A file changed in the store after publishing is then served as it is, and the browser's SRI check
 * judges those bytes rather than an older compressed copy.
 */
export function siblingIsCurrent(file: string, suffix: string): boolean {
  try {
    return statSync(`${file}${suffix}`).mtimeMs >= statSync(file).mtimeMs;
  } catch {
    return false;
  }
}
