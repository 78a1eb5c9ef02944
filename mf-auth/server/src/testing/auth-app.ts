import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OutboxMessage } from '@site/shared-contracts/auth';
import { newVisitor, type TestVisitor } from '../../../../tools/testing/visitor';
import { drainMailQueues } from '../mail/mail-worker';
import { SESSION_COOKIE } from '../sessions/session-cookie';

/** Test helpers shared by the mf-auth server suites (not shipped code paths). */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export const TEST_CAPTCHA = 'pass-captcha';
/**
 * The settings the suites run with: the captcha test answer and the readable outbox (the test app
 * listens on loopback, HOST's default), and the origin e-mailed links are built from.
 */
export const TEST_ENV = { AUTH_CAPTCHA_TEST_ANSWER: TEST_CAPTCHA, AUTH_DEV_OUTBOX: 'on', SITE_URL: 'http://site.test' };

let ipCounter = 0;
/** A distinct client address per test, so per-IP limits of one test never leak into another. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7`;
}

export type Client = TestVisitor & {
  ip: string;
  post(url: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  ajax(
    action: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
};

export async function newClient(app: FastifyInstance, ip = nextIp()): Promise<Client> {
  const visitor = newVisitor();
  const post: Client['post'] = (url, fields, headers = visitor.headers) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { ...headers, ...FORM },
      payload: new URLSearchParams(fields).toString(),
    });
  return {
    ...visitor,
    ip,
    post,
    ajax: (action, fields, headers) => post('/api/ajax', { action, ...fields }, headers),
    get: (url, headers = {}) =>
      app.inject({
        method: 'GET',
        url,
        remoteAddress: ip,
        headers: { ...visitor.headers, accept: 'text/html', ...headers },
      }),
  };
}

/** Log in through the AJAX action; the new session token, or undefined when the login was refused. */
export async function logInAs(client: Client, email: string, password: string): Promise<string | undefined> {
  const response = await client.ajax('site_login', { email, password });
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

export async function captchaToken(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  ip = nextIp(),
): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress: ip, headers });
  return (response.json() as { token: string }).token;
}

/** Every mail in the development outbox, newest first, once the mail worker has sent what is queued. */
export async function outbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  await drainMailQueues();
  const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${text}`);
  return match[1];
}
