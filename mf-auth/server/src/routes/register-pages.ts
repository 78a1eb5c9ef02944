import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CaptchaKind, CaptchaResponse } from '@site/shared-contracts/auth';
import type { SliceContext } from '@site/shared-contracts/platform';
import { siteConfirmFormSchema, siteRegisterFormSchema } from '@site/shared-contracts/auth';
import type { AuthDeps } from '../deps';
import { escapeHtml } from '../html';
import { failure, type AuthOutcome } from '../outcome';
import { confirmRegistration, register } from '../register-flow';
import { tokenDigest } from '../tokens';
import { newCaptcha } from './captcha-route';
import { applyOutcome, bodyField, hiddenHtml, inputHtml, noReferrer, noticeHtml } from './respond';

type Ctx = SliceContext<FastifyRequest>;
type RegisterView = {
  csrfToken: string;
  email: string;
  name: string;
  captcha: CaptchaResponse | null;
  outcome: AuthOutcome | null;
};

/** The page address per captcha kind: the form posts back to it, so a refused attempt keeps the kind. */
const registerUrl = (kind: CaptchaKind): string => (kind === 'question' ? '/register?captcha=question' : '/register');

/**
 * The challenge and its answer field. The question variant is plain text that describes the field, so
 * a screen reader reads it out (WCAG 1.1.1). The picture links to the question before its field, so
 * a visitor who cannot see it meets the way out before the field it cannot fill.
 */
function captchaHtml(captcha: CaptchaResponse): string {
  if (captcha.kind === 'question') {
    return `<p id="auth-register-question" class="auth-page__captcha-question">${escapeHtml(captcha.question)}</p>
${inputHtml({ id: 'auth-register-captcha', name: 'captcha_answer', label: 'Answer to the question', type: 'text', autocomplete: 'off', extra: ' aria-describedby="auth-register-question" inputmode="numeric" spellcheck="false"' })}
<p><a href="${registerUrl('picture')}">Show a picture instead</a></p>`;
  }
  return `<p><img class="auth-page__captcha" src="${escapeHtml(captcha.image)}" width="200" height="70" alt="Security check: five distorted letters and digits"></p>
<p><a href="${registerUrl('question')}">Answer a question instead</a></p>
${inputHtml({ id: 'auth-register-captcha', name: 'captcha_answer', label: 'Type the characters from the picture', type: 'text', autocomplete: 'off', extra: ' autocapitalize="characters" spellcheck="false"' })}`;
}

/** The no-JS registration form, with its own server-rendered captcha (a picture or a question). */
export function registerMain(view: RegisterView): string {
  const form = view.captcha
    ? `<form class="auth-page__form" method="post" action="${registerUrl(view.captcha.kind)}" aria-labelledby="auth-register-title">
${hiddenHtml('_csrf', view.csrfToken)}${hiddenHtml('captcha_token', view.captcha.token)}
${inputHtml({ id: 'auth-register-email', name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email', value: view.email })}
${inputHtml({ id: 'auth-register-name', name: 'display_name', label: 'Name', type: 'text', autocomplete: 'nickname', value: view.name })}
${inputHtml({ id: 'auth-register-password', name: 'password', label: 'Password (at least 10 characters)', type: 'password', autocomplete: 'new-password' })}
${captchaHtml(view.captcha)}
<p><button type="submit">Create account</button></p>
</form>`
    : '';
  return `<section class="auth-page">
<h1 id="auth-register-title">Create an account</h1>
${noticeHtml(view.outcome)}
${form}
<p><a href="/login">Already have an account? Log in</a></p>
</section>`;
}

function confirmMain(csrfToken: string, token: string | null, outcome: AuthOutcome | null): string {
  const form = token
    ? `<form class="auth-page__form" method="post" action="/register/confirm">${hiddenHtml('_csrf', csrfToken)}${hiddenHtml('token', token)}
<p><button type="submit">Activate my account</button></p></form>`
    : '<p><a href="/login">Log in</a></p>';
  return `<section class="auth-page"><h1>Confirm your account</h1>${noticeHtml(outcome)}${form}</section>`;
}

export function registerRegisterPages(app: FastifyInstance, ctx: Ctx, deps: AuthDeps): void {
  const html = async (request: FastifyRequest, title: string, path: string, main: string, status: number) =>
    ctx.renderPage(request, { title, path, status, main });
  const registerPage = async (
    request: FastifyRequest,
    fields: Omit<RegisterView, 'csrfToken' | 'captcha'>,
    status = 200,
  ) => {
    // Any other value of ?captcha= is ignored: a page should still show its form, not an error.
    const kind: CaptchaKind = (request.query as { captcha?: unknown }).captcha === 'question' ? 'question' : 'picture';
    const captcha = fields.outcome && !fields.outcome.error ? null : await newCaptcha(deps.db, kind);
    const main = registerMain({ ...fields, captcha, csrfToken: ctx.requestContext(request).csrfToken });
    return html(request, 'Create an account', '/register', main, status);
  };

  app.get('/register', async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return reply.send(await registerPage(request, { email: '', name: '', outcome: null }));
  });

  app.post('/register', async (request, reply) => {
    const parsed = siteRegisterFormSchema.safeParse(request.body);
    const outcome = parsed.success
      ? await register(deps, request, parsed.data)
      : failure(400, 'Please fill in your e-mail address, name, password and the answer to the security check.');
    applyOutcome(reply, outcome);
    reply.type('text/html; charset=utf-8');
    const fields = {
      email: bodyField(request.body, 'email'),
      name: bodyField(request.body, 'display_name', 100),
      outcome,
    };
    return reply.send(await registerPage(request, fields, outcome.status));
  });

  // GET only shows a button: following a link must not change anything by itself.
  app.get('/register/confirm', { onSend: noReferrer }, async (request, reply) => {
    const parsed = siteConfirmFormSchema.safeParse(request.query);
    const { rows } = parsed.success
      ? await deps.db.query('SELECT 1 FROM auth.pending_registrations WHERE id = $1 AND expires_at > now()', [
          tokenDigest(parsed.data.token),
        ])
      : { rows: [] };
    const token = parsed.success && rows.length > 0 ? parsed.data.token : null;
    const outcome = token ? null : failure(400, 'This link is invalid or has expired. Please register again.');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const main = confirmMain(ctx.requestContext(request).csrfToken, token, outcome);
    return reply.send(await html(request, 'Confirm your account', '/register/confirm', main, outcome?.status ?? 200));
  });

  app.post('/register/confirm', { onSend: noReferrer }, async (request, reply) => {
    const parsed = siteConfirmFormSchema.safeParse(request.body);
    const outcome = parsed.success
      ? await confirmRegistration(deps, tokenDigest(parsed.data.token))
      : failure(400, 'This link is invalid or has expired. Please register again.');
    applyOutcome(reply, outcome);
    reply.type('text/html; charset=utf-8');
    const main = confirmMain(ctx.requestContext(request).csrfToken, null, outcome);
    return reply.send(await html(request, 'Confirm your account', '/register/confirm', main, outcome.status));
  });
}
