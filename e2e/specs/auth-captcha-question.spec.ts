import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { CAPTCHA_TEST_ANSWER, clickTrigger, uniqueEmail } from './auth-kit';

// WCAG 1.1.1: the registration captcha must have a non-visual alternative, a question in plain text,
// which the server hands out only in exchange for a picture (the client cannot ask for it first).
test.describe('registration captcha question', () => {
  test("Can't see the picture? swaps it for a text question with focus on its answer field, passes axe, registers and switches back", async ({
    page,
  }) => {
    await page.goto('/');
    await clickTrigger(page, { type: 'register' });
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog.getByRole('img', { name: /Security check/ })).toBeVisible();
    await dialog.getByLabel('E-mail address').fill(uniqueEmail('question'));
    await dialog.getByLabel('Name').fill('Question Tester');
    await dialog.getByLabel('Password (at least 10 characters)').fill('a long and unusual passphrase');

    await dialog.getByRole('button', { name: "Can't see the picture?" }).click();
    const answer = dialog.getByLabel('Answer to the question');
    await expect(answer).toBeFocused();
    await expect(answer).toHaveAccessibleDescription(/^(What|Which|How) .+\? Answer in digits\.$/);
    await expect(dialog.getByRole('img', { name: /Security check/ })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Back and forth again: each switch fetches a fresh challenge and keeps focus on the answer.
    await dialog.getByRole('button', { name: 'Show a picture instead' }).click();
    await expect(dialog.getByLabel('Characters from the picture')).toBeFocused();
    await dialog.getByRole('button', { name: "Can't see the picture?" }).click();
    await expect(answer).toBeFocused();

    await answer.fill(CAPTCHA_TEST_ANSWER);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('status')).toContainText('sent you an e-mail');
  });
});
