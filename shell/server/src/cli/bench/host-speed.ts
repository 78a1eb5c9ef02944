import { createHash } from 'node:crypto';

/**
 * How fast this machine runs the same fixed work (SHA-256 over 64 KB, repeated for 300 ms), as hashes a
 * millisecond: every figure the bench prints moves with it, so runs on different hosts can be read together.
 */
export function hostSpeed(): number {
  const data = Buffer.alloc(64 * 1024, 7);
  const started = performance.now();
  let rounds = 0;
  while (performance.now() - started < 300) {
    createHash('sha256').update(data).digest();
    rounds++;
  }
  return rounds / (performance.now() - started);
}
