import { createHash, randomBytes } from 'node:crypto';

/** The hex SHA-256 stored instead of a link token: a leaked table cannot be replayed. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 256-bit link token (base64url, 43 characters) and the digest the database keeps. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenDigest(token) };
}

/** The dedupe key of an address: trimmed and lower-cased (`+tag` aliases stay distinct). */
export const emailKey = (email: string): string => email.trim().toLowerCase();
