import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RateLimits } from '@site/shared-contracts/platform';
import { remoteVersionSchema } from '@site/shared-contracts/platform';
import { HttpError } from '../platform/errors';
import { publishRemote, PublishRefused } from '../store/publish';
import { authorizeDeployToken } from './deploy-token-auth';
import type { ReleaseService } from './release-service';

/** A whole build in one JSON body: no multipart or tar dependency, and base64 survives every proxy. */
export const PUBLISH_BODY_LIMIT = 20 * 1024 * 1024;

const filePathSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_@.-]+(\/[A-Za-z0-9_@.-]+)*$/, 'a file path is relative, with / between names')
  .refine(
    (p) => !p.split('/').some((part) => part === '.' || part === '..'),
    'a file path may not contain . or .. segments',
  );

export const publishBodySchema = z.object({
  version: z.optional(remoteVersionSchema),
  files: z
    .array(
      z.object({
        path: filePathSchema,
        contentBase64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'contentBase64 is not base64'),
      }),
    )
    .min(1)
    .max(1000)
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, 'a file path is listed twice'),
});

/**
 * POST /api/remotes/:remote/versions: a team's pipeline publishes a build with its deploy token.
 * Exempt from the CSRF check (route config `csrfExempt`): it is authenticated by the Authorization
 * header, which a browser never attaches on its own to a cross-site request, and it ignores cookies.
 */
export function registerPublishRoute(app: FastifyInstance, service: ReleaseService, rateLimits: RateLimits): void {
  // Per address, before the token is looked up: a pipeline publishes a few builds, a token guesser many.
  const perIp = rateLimits.limiter({ name: 'publish-ip', max: 30, windowMs: 60_000, whenStoreDown: 'refuse' });
  app.post(
    '/api/remotes/:remote/versions',
    { bodyLimit: PUBLISH_BODY_LIMIT, config: { csrfExempt: true } },
    async (request, reply) => {
      const { owner, remote } = await authorizeDeployToken(request, reply, {
        tokens: service.tokens,
        perIp,
        may: 'publish',
      });
      const body = publishBodySchema.parse(request.body);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-upload-'));
      try {
        for (const file of body.files) {
          const target = path.join(dir, file.path);
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, Buffer.from(file.contentBase64, 'base64'));
        }
        const result = await publishRemote(service.db, {
          remote,
          buildDir: dir,
          storeDir: service.storeDir,
          publisher: `token:${owner.label}`,
          ...(body.version ? { version: body.version } : {}),
        });
        reply.header('cache-control', 'no-store').status(result.status === 'published' ? 201 : 200);
        return { remote, ...result };
      } catch (error) {
        if (error instanceof PublishRefused) throw new HttpError(422, 'PUBLISH_REFUSED', error.message);
        throw error;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
}
