import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { remoteNameSchema, remoteVersionSchema } from '@site/shared-contracts/platform';

/** What a QA override makes one browser load for one remote: a published version or a dev build's manifest. */
export const qaOverrideSchema = z
  .object({
    remote: remoteNameSchema,
    version: z.optional(remoteVersionSchema),
    devUrl: z.url().optional(),
    /** Expiry, milliseconds since the epoch. */
    exp: z.number().int().positive(),
  })
  .refine((o) => Boolean(o.version) !== Boolean(o.devUrl), 'an override names a version or a dev URL, not both');
export type QaOverride = z.infer<typeof qaOverrideSchema>;

export const QA_OVERRIDE_COOKIE = 'site.qa';
export const QA_OVERRIDE_MAX_MS = 24 * 60 * 60 * 1000;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`qa-override:${payload}`).digest();
}

/** `<base64url JSON>.<base64url HMAC>`: readable by anyone, forgeable by no one without the server secret. */
export function signOverride(secret: string, override: QaOverride): string {
  const payload = Buffer.from(JSON.stringify(qaOverrideSchema.parse(override))).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export type OverrideCheck = { ok: true; override: QaOverride } | { ok: false; reason: string };

/** Check the signature first, then the shape, then the expiry. */
export function verifyOverride(secret: string, token: string, now = Date.now()): OverrideCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'The override link is malformed.' };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'The override link has been tampered with.' };
  }
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'The override link is malformed.' };
  }
  const parsed = qaOverrideSchema.safeParse(data);
  if (!parsed.success) return { ok: false, reason: 'The override link is malformed.' };
  if (parsed.data.exp <= now) return { ok: false, reason: 'The override link has expired.' };
  return { ok: true, override: parsed.data };
}
