import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createSemaphore } from '../limits/semaphore';

/** OWASP / ASVS argon2id floor (security-reliability A1): 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_POLICY = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// @node-rs/argon2's Algorithm.Argon2id is a const enum; isolatedModules forbids reading it, so the value is spelt out.
const ARGON2ID = 2;
const options = { ...PASSWORD_POLICY, algorithm: ARGON2ID };

/**
 * argon2 is CPU-bound: at most this many hashes run at once, process-wide, so a login flood queues
 * here (after the rate limits) and leaves a core for page traffic.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(4, os.availableParallelism() - 1));
const hashing = createSemaphore(HASH_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, options));
}

let dummyHash: Promise<string> | null = null;

/**
 * Check a password against a stored hash. For unknown accounts pass null: a dummy hash with the same
 * parameters is verified anyway so the answer takes as long as for a real account (A4, no enumeration).
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('dummy-password-for-timing-only');
    const dummy = await dummyHash;
    await hashing.run(() => verify(dummy, password));
    return false;
  }
  try {
    return await hashing.run(() => verify(storedHash, password));
  } catch {
    // A malformed stored hash must not turn into a 500 that tells the account exists.
    return false;
  }
}

/** The m/t/p of a PHC argon2 string, or null when it is not argon2id. */
export function hashParams(phc: string): { m: number; t: number; p: number } | null {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(phc);
  if (!match) return null;
  return { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) };
}

/** Hashes made under an older, weaker policy are replaced at the next successful login (A1). */
export function needsRehash(phc: string): boolean {
  const params = hashParams(phc);
  return (
    !params ||
    params.m < PASSWORD_POLICY.memoryCost ||
    params.t < PASSWORD_POLICY.timeCost ||
    params.p !== PASSWORD_POLICY.parallelism
  );
}
