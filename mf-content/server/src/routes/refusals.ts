import type { FastifySchemaValidationError } from 'fastify';
import { badRequest, notFound } from '@site/platform-kit/http';
import type { HttpError } from '@site/platform-kit/http';

/**
 * The route schemas refuse bad input before a handler runs. Rather than the shell's generic 400
 * VALIDATION_FAILED, content keeps the answers its pages have always given: a slug that cannot exist
 * is an unknown page, and a bad page number or comment has its own code and a readable message (a
 * browser posting the comment form sees it on the error page).
 */
export function contentRefusal(errors: FastifySchemaValidationError[], where: string): HttpError {
  if (where === 'params') return notFound('No such page.', 'CONTENT_NOT_FOUND');
  if (where === 'querystring') {
    return badRequest('The page number must be a whole number of 1 or more.', 'CONTENT_BAD_PAGE');
  }
  return badRequest(errors[0]?.message ?? 'Invalid comment.', 'CONTENT_BAD_COMMENT');
}

export const noSuchPost = (): HttpError => notFound('No such post.', 'CONTENT_POST_NOT_FOUND');
