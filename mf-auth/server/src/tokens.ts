import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit CSPRNG token for an e-mailed link (43 base64url characters) and the digest stored for it. */
export function newLinkToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: tokenDigest(token) };
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
