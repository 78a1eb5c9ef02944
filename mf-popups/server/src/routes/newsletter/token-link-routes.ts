import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmSubscription, unsubscribeByToken, type NewsletterDeps } from '../../newsletter/signup';
import { resultMain, tokenActionMain } from '../../views/newsletter/newsletter-html';
import { sendPage, type NewsletterRouteContext } from './send-page';

const tokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
const gone = {
  title: 'This link no longer works',
  text: 'The link has expired or was already used. Sign up again to get a new one.',
};

/**
 * One e-mailed link's pair of pages: GET shows a button (a mail scanner that follows links changes nothing), and
 * its POST runs the action with the token; a malformed, expired or used token gets the same "no longer works".
 */
function registerTokenLink(
  app: FastifyInstance,
  ctx: NewsletterRouteContext,
  path: string,
  texts: { title: string; text: string; button: string },
  run: (token: string) => Promise<boolean>,
  done: { title: string; text: string },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(path, { schema: { querystring: tokenQuery }, attachValidation: true }, async (request, reply) => {
    if (request.validationError)
      return sendPage(ctx, request, reply, {
        title: gone.title,
        status: 400,
        main: String(resultMain(gone.title, gone.text)),
      });
    return sendPage(ctx, request, reply, {
      title: texts.title,
      main: String(tokenActionMain({ ...texts, action: path, token: request.query.token })),
    });
  });
  typed.post(path, { schema: { body: tokenQuery }, attachValidation: true }, async (request, reply) => {
    const ok = !request.validationError && (await run(request.body.token));
    const shown = ok ? done : gone;
    return sendPage(ctx, request, reply, {
      title: shown.title,
      status: ok ? 200 : 400,
      main: String(resultMain(shown.title, shown.text)),
    });
  });
}

/** The confirmation and unsubscribe links of the newsletter's e-mails. */
export function registerTokenLinkRoutes(app: FastifyInstance, ctx: NewsletterRouteContext, deps: NewsletterDeps): void {
  registerTokenLink(
    app,
    ctx,
    '/newsletter/confirm',
    {
      title: 'Confirm your subscription',
      text: 'One click and you are on the list.',
      button: 'Confirm my subscription',
    },
    (token) => confirmSubscription(deps, token),
    { title: 'Subscription confirmed', text: 'Thank you! You will get the next issue of our newsletter.' },
  );
  registerTokenLink(
    app,
    ctx,
    '/newsletter/unsubscribe',
    { title: 'Unsubscribe', text: 'Stop getting this newsletter at this address?', button: 'Unsubscribe' },
    (token) => unsubscribeByToken(deps, token),
    { title: 'You are unsubscribed', text: 'You will get no more newsletters. You can sign up again at any time.' },
  );
}
