import { createHash, randomBytes } from 'node:crypto';

/** A CSPRNG token in base64url: 32 bytes (256 bits, 43 characters) unless asked otherwise. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The hex SHA-256 the database keeps instead of a secret (session cookie, e-mailed link, captcha
 * answer): a leaked table cannot be replayed.
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token for an e-mailed link and the digest stored for it. */
export function newLinkToken(): { token: string; id: string } {
  const token = randomToken();
  return { token, id: tokenDigest(token) };
}
