import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './env';

/**
 * The HMAC secret: SESSION_SECRET; else the one kept in DATA_DIR/secret (so the CLI signs what the
 * demo server checks); else, only when SESSION_SECRET_GENERATE=on, a new random one kept there. The
 * mode (NODE_ENV) decides nothing here: a production server without a secret refuses to start.
 */
export function resolveSecret(config: ServerConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!config.generateSecret) {
    throw new Error(
      'SESSION_SECRET (32+ characters) is required, or SESSION_SECRET_GENERATE=on to keep a generated one',
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
