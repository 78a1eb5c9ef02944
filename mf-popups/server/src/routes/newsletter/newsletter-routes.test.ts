import type { MailMessage } from '@site/shared-contracts/platform';
import { NEWSLETTER_ACCEPTED_MESSAGE, NEWSLETTER_ACTION, NEWSLETTER_API_PATH } from '@site/shared-contracts/popups';
import { buildTestApp, type TestApp } from '../../../../../tools/testing/test-app';
import { testDrivers } from '../../../../../tools/testing/test-db';
import { newVisitor } from '../../../../../tools/testing/visitor';
import { popupsSlice } from '../../index';
import { drainNewsletterWorkers } from '../../newsletter/workers';
import { linkToken, mailStandIn } from '../../testing/newsletter-mail';

const FORM = 'application/x-www-form-urlencoded';
const LIST = 'weekly-deals';

describe.each(testDrivers())('mf-popups newsletter on %s', (driver) => {
  let t: TestApp;
  const mails: MailMessage[] = [];
  let ipCounter = 0;
  const signUp = (email: string, options: { ip?: string; list?: string; url?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: options.url ?? NEWSLETTER_API_PATH,
      remoteAddress: options.ip ?? `10.0.0.${++ipCounter}`,
      headers: newVisitor().headers,
      payload: {
        action: NEWSLETTER_ACTION,
        data: { email, target_list_id: options.list ?? LIST, data: { form: 'popup', popup_id: 'demo-newsletter' } },
      },
    });
  const postForm = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.1.0.${++ipCounter}`,
      headers: { ...newVisitor().headers, 'content-type': FORM, accept: 'text/html' },
      payload: new URLSearchParams(fields).toString(),
    });
  const mailsTo = async (to: string) => {
    await drainNewsletterWorkers();
    return mails.filter((m) => m.to === to);
  };
  const row = async (email: string) =>
    (
      await t.db.query<{ status: string; consent_at: Date | null; source: Record<string, string> }>(
        'SELECT status, consent_at, source FROM popups.newsletter_subscribers WHERE email_key = $1',
        [email.toLowerCase()],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await buildTestApp({ slices: [popupsSlice, mailStandIn(mails)], driver, env: { NEWSLETTER_POLL_MS: '60000' } });
  }, 60_000);
  afterAll(() => t.close());

  it('signs up with double opt-in: pending, a single-use confirmation link, then subscribed with consent recorded', async () => {
    const response = await signUp('Ann@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: NEWSLETTER_ACCEPTED_MESSAGE });
    expect(await row('ann@example.com')).toMatchObject({
      status: 'pending',
      consent_at: expect.anything(),
      source: { form: 'popup', popup_id: 'demo-newsletter', ip: expect.any(String) },
    });
    const [mail] = await mailsTo('Ann@Example.com');
    expect(mail?.subject).toContain('confirm your subscription');
    expect(mail?.text).toContain('/newsletter/unsubscribe?token=');
    const token = linkToken(mail?.text ?? '', '/newsletter/confirm');
    expect(token).toHaveLength(43);
    // The link opens a page with a button: following it (a mail scanner) changes nothing.
    const page = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
    expect(page.body).toContain('Confirm my subscription');
    expect((await row('ann@example.com'))?.status).toBe('pending');
    const confirmed = await postForm('/newsletter/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Subscription confirmed');
    expect((await row('ann@example.com'))?.status).toBe('subscribed');
    const again = await postForm('/newsletter/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link no longer works');
  });

  it('takes the same call on the site AJAX endpoint (spec 7.5: POST {ajax_url} with the sign-up action)', async () => {
    const response = await signUp('Ajax@Example.com', { url: '/api/ajax' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: NEWSLETTER_ACCEPTED_MESSAGE });
    expect(await row('ajax@example.com')).toMatchObject({ status: 'pending' });
    const refused = await signUp('not-an-address', { url: '/api/ajax' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: 'error' });
  });

  it('answers the same for a new, a pending and a subscribed address; the mail tells them apart', async () => {
    const fresh = await signUp('new-one@example.com');
    const pending = await signUp('new-one@example.com');
    await signUp('sub@example.com');
    const [first] = await mailsTo('sub@example.com');
    await postForm('/newsletter/confirm', { token: linkToken(first?.text ?? '', '/newsletter/confirm') });
    const subscribed = await signUp('SUB@example.com');
    for (const response of [fresh, pending, subscribed]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(fresh.body);
    }
    expect((await row('sub@example.com'))?.status).toBe('subscribed');
    // The stored address keeps its spelling; the third mail (after confirm and welcome) says nothing changed.
    const subjects = (await mailsTo('sub@example.com')).map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringContaining('confirm your subscription'),
      expect.stringContaining('welcome'),
      expect.stringContaining('already subscribed'),
    ]);
    // A pending address gets a new link; the old one stops working (one live link per address).
    const pendingMails = await mailsTo('new-one@example.com');
    expect(pendingMails).toHaveLength(2);
    const old = await postForm('/newsletter/confirm', {
      token: linkToken(pendingMails[0]?.text ?? '', '/newsletter/confirm'),
    });
    expect(old.statusCode).toBe(400);
  });

  it('unsubscribes from the link in any mail, and a new sign-up asks to confirm again', async () => {
    await signUp('leaver@example.com');
    const [confirm] = await mailsTo('leaver@example.com');
    await postForm('/newsletter/confirm', { token: linkToken(confirm?.text ?? '', '/newsletter/confirm') });
    const left = await postForm('/newsletter/unsubscribe', {
      token: linkToken(confirm?.text ?? '', '/newsletter/unsubscribe'),
    });
    expect(left.body).toContain('You are unsubscribed');
    expect((await row('leaver@example.com'))?.status).toBe('unsubscribed');
    await signUp('leaver@example.com');
    expect((await row('leaver@example.com'))?.status).toBe('pending');
    const last = (await mailsTo('leaver@example.com')).at(-1);
    expect(last?.subject).toContain('confirm your subscription');
  });

  it('refuses a bad e-mail with the spec message and writes nothing; header injection never passes', async () => {
    for (const email of ['not-an-email', 'a@b.c\r\nBcc:x@y.com', `${'a'.repeat(250)}@example.com`]) {
      const response = await signUp(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'error', message: 'Please specify a valid email' });
    }
    const unknownList = await signUp('ok@example.com', { list: 'no-such-list' });
    expect(unknownList.json()).toEqual({ type: 'error', message: 'This newsletter does not exist.' });
    const { rows } = await t.db.query("SELECT 1 FROM popups.newsletter_subscribers WHERE email_key LIKE 'a%b.c%'");
    expect(rows).toHaveLength(0);
  });

  it('limits sign-ups per address and per IP with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signUp('flood@example.com')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const ip = '10.9.9.9';
    const fromOneIp: number[] = [];
    for (let i = 0; i < 21; i++) fromOneIp.push((await signUp(`ip-${i}@example.com`, { ip })).statusCode);
    expect(fromOneIp.slice(0, 20).every((s) => s === 200)).toBe(true);
    const refused = await signUp('ip-last@example.com', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().type).toBe('error');
  });

  it('works without JavaScript: the form posts to /newsletter and the page answers with the message', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/newsletter' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/newsletter"');
    const bad = await postForm('/newsletter', { email: 'nope', target_list_id: LIST, form: 'page' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please specify a valid email');
    const ok = await postForm('/newsletter', { email: 'nojs@example.com', target_list_id: LIST, first_name: 'Jo' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(NEWSLETTER_ACCEPTED_MESSAGE);
    expect((await row('nojs@example.com'))?.source.form).toBe('page');
  });

  it('refuses a cross-site sign-up (CSRF) and shows the form in every page footer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: NEWSLETTER_API_PATH,
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { action: NEWSLETTER_ACTION, data: { email: 'x@example.com', target_list_id: LIST } },
    });
    expect(response.statusCode).toBe(403);
    const page = await t.app.inject({ method: 'GET', url: '/newsletter/confirm?token=bad' });
    // Inside the page's footer, whatever box the shell puts around its slot.
    expect(page.body).toMatch(
      /<footer class="site-footer">(?:(?!<\/footer>)[\s\S])*<section class="popups-newsletter-footer"/,
    );
  });

  it('gives admins the lists with counts and a CSV export; others are refused', async () => {
    const admin = { cookie: 'newsletter-test.role=admin' };
    const list = await t.app.inject({ method: 'GET', url: '/admin/newsletter', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Weekly deals');
    const csv = await t.app.inject({ method: 'GET', url: `/admin/newsletter/${LIST}.csv`, headers: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^email,status,consent_at/);
    expect(lines.find((l) => l.startsWith('Ann@Example.com,subscribed,'))).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: `/admin/newsletter/${LIST}.csv` })).statusCode).toBe(401);
  });
});
