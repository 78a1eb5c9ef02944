import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';
import { escapeHtml } from '../html';
import { displayNameOf } from '../users';

const COLOURS = ['#1b6ca8', '#0f7b6c', '#8e44ad', '#c0392b', '#d35400', '#2c3e50', '#16a085', '#7f8c8d'];

/** A generated initial-on-colour avatar: no uploads, no third-party avatar service seeing visitors. */
export function avatarSvg(userId: number, displayName: string): string {
  const initial = escapeHtml((displayName.trim()[0] ?? '?').toUpperCase());
  const colour = COLOURS[userId % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${initial}"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="42" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
}

export function registerAvatarRoute(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  app.get('/img/avatar/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^(\d{1,9})\.svg$/.exec(file);
    const name = match ? await displayNameOf(ctx.db, Number(match[1])) : null;
    if (!match || name === null)
      throw Object.assign(new Error('No such avatar'), { statusCode: 404, code: 'AUTH_AVATAR_NOT_FOUND' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(avatarSvg(Number(match[1]), name));
  });
}
