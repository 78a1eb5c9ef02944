import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { EventPayload } from '@site/shared-contracts/platform';

export const DEMO = { email: 'demo@example.com', password: 'demo-password-2026', name: 'Demo Customer' } as const;
export const CAPTCHA_TEST_ANSWER = 'e2e-pass';
export const DELAYS = { login: 200, registration: 4000, reset: 3000 } as const;

/** The shell has read the page and wired `data-bus-event` links once any island has a state (`armed` at least). */
export async function shellReady(page: Page): Promise<void> {
  await page.locator('[data-island-state]').first().waitFor({ state: 'attached' });
}

/** Put a real trigger link (as any slice would render it) into the page and click it. */
export async function clickTrigger(
  page: Page,
  payload: EventPayload<'auth:open'>,
  label = 'Test auth trigger',
): Promise<void> {
  await shellReady(page);
  await page.evaluate(
    ({ payload, label }) => {
      const link = document.createElement('a');
      link.href = '/login';
      link.textContent = label;
      link.dataset.busEvent = 'auth:open';
      link.dataset.busPayload = JSON.stringify(payload);
      document.querySelector('main')?.prepend(link);
    },
    { payload, label },
  );
  await page.getByRole('link', { name: label, exact: true }).click();
}

export async function openHeaderLogin(page: Page) {
  await shellReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Freeze the page clock (timers only move when the test says so). */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Mark the current document; the mark vanishes when the page navigates or reloads. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => document.documentElement.setAttribute('data-auth-e2e-mark', '1'));
  return async () => {
    try {
      return (await page.evaluate(() => document.documentElement.getAttribute('data-auth-e2e-mark'))) === '1';
    } catch {
      return false; // the context was destroyed by a navigation
    }
  };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

type OutboxMessage = { to: string; subject: string; text: string; sentAt: string };

/** The newest development-outbox mail to this address whose subject matches, and the site link in it. */
export async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  path: string,
): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox.json');
      expect(response.ok()).toBe(true);
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      const mail = messages.find((m) => m.to === to && subject.test(m.subject));
      const match = mail ? new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(mail.text) : null;
      link = match?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Register through the dialog (captcha test answer) and activate through the e-mailed link. */
export async function registerAccount(page: Page, email: string, password: string, name: string): Promise<void> {
  await page.goto('/');
  await clickTrigger(page, { type: 'register' });
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Password (at least 10 characters)').fill(password);
  await expect(dialog.getByRole('img', { name: /Security check/ })).toBeVisible();
  await dialog.getByLabel('Characters from the picture').fill(CAPTCHA_TEST_ANSWER);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('status')).toContainText('sent you an e-mail');
  const confirm = await linkFromOutbox(page.request, email, /confirm your new account/, '/register/confirm?token=');
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your account is ready');
}

/** Log in through the header's dialog and wait for the reloaded page to show the account menu. */
export async function logInWithDialog(page: Page, email: string, password: string, name: string): Promise<void> {
  const dialog = await openHeaderLogin(page);
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
}

/** The first blog post whose server HTML (for a logged-out visitor) contains `marker`. */
export async function findPost(request: APIRequestContext, marker: string): Promise<string> {
  for (let paged = 1; paged <= 6; paged++) {
    const list = await (await request.get(paged === 1 ? '/blog' : `/blog?paged=${paged}`)).text();
    const slugs = Array.from(new Set(Array.from(list.matchAll(/href="(\/blog\/[^"?#]+)"/g), (m) => m[1] ?? '')));
    for (const slug of slugs) {
      if ((await (await request.get(slug)).text()).includes(marker)) return slug;
    }
  }
  throw new Error(`no seeded post contains ${marker}`);
}
