import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentMediaParamsSchema } from '@site/shared-contracts/content';
import { mediaSvg } from '../views/media-svg';
import { contentRefusal } from './refusals';

/** GET /content/media/:name.svg: the pictures and video posters post blocks point at (same origin, as the CSP wants). */
export function registerMediaRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/content/media/:name.svg',
    { schema: { params: contentMediaParamsSchema }, schemaErrorFormatter: contentRefusal },
    async (request, reply) =>
      // A pure function of the name: browsers and proxies may keep it for a week.
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(mediaSvg(request.params.name).toString()),
  );
}
