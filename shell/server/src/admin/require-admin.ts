import type { FastifyRequest } from 'fastify';
import { HttpError } from '../platform/errors';

export type AdminUser = { id: number; displayName: string };

export const NOT_LOGGED_IN = 'ADMIN_LOGIN_REQUIRED';
export const NOT_ADMIN = 'ADMIN_ONLY';

/**
 * The one place that decides who may manage releases: a logged-in visitor with the 'admin' role
 * (mf-auth fills `visitor.user.roles`). 401 when nobody is logged in, 403 for everyone else.
 */
export function requireAdmin(request: FastifyRequest): AdminUser {
  const visitor = request.siteContext?.visitor;
  if (!visitor?.loggedIn)
    throw new HttpError(401, NOT_LOGGED_IN, 'Log in with an administrator account to manage releases.');
  if (!visitor.user.roles.includes('admin'))
    throw new HttpError(403, NOT_ADMIN, 'Only administrators can manage releases.');
  return { id: visitor.user.id, displayName: visitor.user.displayName };
}
