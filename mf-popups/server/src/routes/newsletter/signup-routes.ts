import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@site/shared-contracts/platform';
import {
  NEWSLETTER_ACTION,
  NEWSLETTER_API_PATH,
  NEWSLETTER_PAGE_PATH,
  newsletterListIdSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
  newsletterSignupSchema,
  type NewsletterResponse,
} from '@site/shared-contracts/popups';
import { listName } from '../../data/newsletter/subscribers';
import { signUp, type NewsletterDeps, type SignupOutcome } from '../../newsletter/signup';
import { resultMain, signupPageMain } from '../../views/newsletter/newsletter-html';
import { sendPage, type NewsletterRouteContext } from './send-page';
import { registerTokenLinkRoutes } from './token-link-routes';

export const DEFAULT_LIST = 'weekly-deals';
const field = z.string().max(1000).optional();
/** The no-JS form's fields, flat as a browser posts them; checked again by the contract's sign-up schema. */
const pageForm = z.object({
  email: field,
  target_list_id: field,
  form: z.enum(['popup', 'footer', 'page']).optional(),
  popup_id: field,
  first_name: z.string().max(200).optional(),
});
const listQuery = z.object({ list: z.optional(newsletterListIdSchema) });

/** A refused body's message: the first problem's own text (the e-mail's is spec 8's 'Please specify a valid email'). */
function refusal(error: { issues?: readonly { path: readonly PropertyKey[]; message: string }[] }): NewsletterResponse {
  const issue = error.issues?.[0];
  const message = issue?.path.includes('email')
    ? issue.message
    : 'The sign-up form was incomplete. Please reload the page and try again.';
  return { type: 'error', message };
}

/** A rate-limited sign-up says when to try again, whichever way it came in. */
function withRetryAfter(reply: FastifyReply, outcome: SignupOutcome): SignupOutcome {
  if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
  return outcome;
}

/** Spec 7.5: the sign-up call. The body is the spec's {action, data}; every answer is {type, message}. */
function registerSignupCall(app: FastifyInstance, ctx: NewsletterRouteContext, deps: NewsletterDeps): void {
  const signUpCall = async (request: FastifyRequest, reply: FastifyReply): Promise<NewsletterResponse> => {
    reply.header('cache-control', 'no-store');
    const parsed = newsletterRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      reply.code(400);
      return refusal(parsed.error);
    }
    const outcome = withRetryAfter(
      reply,
      await signUp(deps, parsed.data.data, { ip: request.ip, form: parsed.data.data.data?.form ?? 'popup' }),
    );
    reply.code(outcome.status);
    return outcome.body;
  };
  // On the site's AJAX endpoint as the spec says, and on the slice's own path, which the slice's forms post to
  // (one less hop through the dispatcher; same body, same answers).
  ctx.ajax.register(NEWSLETTER_ACTION, signUpCall);
  app.withTypeProvider<ZodTypeProvider>().post(
    NEWSLETTER_API_PATH,
    {
      schema: {
        response: {
          200: newsletterResponseSchema,
          // A refused sign-up is spec 7.5's shape; a body the parser could not read, the platform's error.
          400: z.union([newsletterResponseSchema, apiErrorSchema]),
          429: newsletterResponseSchema,
        },
      },
    },
    signUpCall,
  );
}

/** The sign-up page, and the no-JS form posting to it: the same service, answered with the page and its message. */
function registerSignupPage(app: FastifyInstance, ctx: NewsletterRouteContext, deps: NewsletterDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const showPage = async (request: FastifyRequest, reply: FastifyReply, list: string, extra = {}, status = 200) => {
    const name = await listName(ctx.db, list);
    if (!name)
      return sendPage(ctx, request, reply, {
        title: 'No such newsletter',
        status: 404,
        main: String(resultMain('No such newsletter', 'This newsletter does not exist.')),
      });
    return sendPage(
      ctx,
      request,
      reply,
      {
        title: `Newsletter: ${name}`,
        path: NEWSLETTER_PAGE_PATH,
        status,
        main: String(signupPageMain(list, name, extra)),
        cacheable: status === 200 && Object.keys(extra).length === 0,
      },
      status === 200 && Object.keys(extra).length === 0,
    );
  };

  typed.get(NEWSLETTER_PAGE_PATH, { schema: { querystring: listQuery } }, async (request, reply) =>
    showPage(request, reply, request.query.list ?? DEFAULT_LIST),
  );

  typed.post(NEWSLETTER_PAGE_PATH, { schema: { body: pageForm } }, async (request, reply) => {
    const body = request.body;
    const list = newsletterListIdSchema.safeParse(body.target_list_id).success
      ? (body.target_list_id ?? DEFAULT_LIST)
      : DEFAULT_LIST;
    const values = { email: body.email ?? '', first_name: body.first_name ?? '' };
    const parsed = newsletterSignupSchema.safeParse({
      email: body.email ?? '',
      target_list_id: body.target_list_id ?? '',
      data: { form: body.form ?? 'page', ...(body.popup_id ? { popup_id: body.popup_id } : {}) },
      additional: body.first_name ? { first_name: body.first_name } : {},
    });
    if (!parsed.success) return showPage(request, reply, list, { answer: refusal(parsed.error), values }, 400);
    const outcome = withRetryAfter(
      reply,
      await signUp(deps, parsed.data, { ip: request.ip, form: body.form ?? 'page' }),
    );
    return showPage(
      request,
      reply,
      list,
      { answer: outcome.body, values: outcome.status === 200 ? {} : values },
      outcome.status,
    );
  });
}

/** The newsletter's public routes: the sign-up call, the sign-up page, and the links its e-mails carry. */
export function registerNewsletterRoutes(
  app: FastifyInstance,
  ctx: NewsletterRouteContext,
  deps: NewsletterDeps,
): void {
  registerSignupCall(app, ctx, deps);
  registerSignupPage(app, ctx, deps);
  registerTokenLinkRoutes(app, ctx, deps);
}
