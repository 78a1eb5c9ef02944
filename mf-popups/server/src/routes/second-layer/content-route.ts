import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AjaxActions, Sql } from '@site/shared-contracts/platform';
import {
  SECOND_LAYER_CONTENT_ACTION,
  secondLayerContentRequestSchema,
  type SecondLayerContentResponse,
} from '@site/shared-contracts/popups';
import { findSecondLayerPopup } from '../../data/second-layer-popups';
import { buildContent } from '../../second-layer/content';

/** Spec 8's heading for a popup that does not exist or is switched off (one answer: nothing to enumerate). */
export const UNAVAILABLE_MESSAGE = 'This popup is not available.';

/**
 * Spec 7.3 on the site's AJAX endpoint: `{action, popup_id, page_url, forceLoad, customContent}` answers
 * `{type, message, content}`. Every answer has the spec's shape, refusals included, because the popup shows
 * `message` as its heading whatever went wrong.
 */
export function registerContentAction(
  ajax: AjaxActions<FastifyRequest, FastifyReply>,
  deps: { db: Sql; siteOrigin: string },
): void {
  ajax.register(
    SECOND_LAYER_CONTENT_ACTION,
    async (request: FastifyRequest, reply: FastifyReply): Promise<SecondLayerContentResponse> => {
      reply.header('cache-control', 'no-store');
      const parsed = secondLayerContentRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        reply.status(400);
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        return { type: 'error', message: `${where}${issue?.message ?? 'invalid input'}` };
      }
      const popup = await findSecondLayerPopup(deps.db, parsed.data.popup_id);
      if (!popup?.enabled) {
        reply.status(404);
        return { type: 'error', message: UNAVAILABLE_MESSAGE };
      }
      const { content, refused } = buildContent(popup, deps.siteOrigin, parsed.data.customContent ?? '');
      for (const asset of refused) {
        request.log.warn({ popup: popup.id, ...asset }, 'second-layer popup: asset from another origin refused');
      }
      return { type: 'success', message: '', content };
    },
  );
}
