import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '@site/platform-kit/http';
import { avatarParamsSchema } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';
import { displayNameOf } from '../data/users';
import { avatarSvg } from '../views/avatar-svg';

/** GET /img/avatar/:id.svg: the generated avatar the header's account menu shows. */
export function registerAvatarRoute(app: FastifyInstance, db: Sql): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/img/avatar/:id.svg', { schema: { params: avatarParamsSchema } }, async (request, reply) => {
      const { id } = request.params;
      const name = await displayNameOf(db, id);
      if (name === null) throw notFound('No such avatar', 'AUTH_AVATAR_NOT_FOUND');
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=3600')
          // An SVG opened on its own is a document: it may run nothing and load nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(String(avatarSvg(id, name)))
      );
    });
}
