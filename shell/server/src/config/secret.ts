import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './env';

/** The HMAC secret: SESSION_SECRET in production; a random one kept in DATA_DIR otherwise. */
export function resolveSecret(config: ServerConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.env === 'production') throw new Error('SESSION_SECRET (32+ characters) is required in production');
  const file = path.join(config.dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
