import { screen } from '@testing-library/react';
import { ajaxPosts, fetchMock, fill, installFetch, respond, settle, setup, submitForm } from './testing/dialogs';

installFetch();

const captchaGets = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/captcha').length;

describe('login captcha step', () => {
  it('shows no captcha until the server asks for one', async () => {
    const { open } = setup();
    open();
    fill('E-mail address', 'a@example.com');
    fill('Password', 'wrong');
    respond({ error: true, message: 'The e-mail address or password is incorrect.' }, 401);
    await submitForm('Log in');
    await settle();
    expect(screen.queryByLabelText('Characters from the picture')).toBeNull();
    expect(captchaGets()).toBe(0);
  });

  it('after `captcha: true` shows a picture and sends its answer with the password; a refusal brings a new one', async () => {
    const { open } = setup();
    open();
    fill('E-mail address', 'a@example.com');
    fill('Password', 'right password');
    respond({ error: true, message: 'Please answer the security check as well.', captcha: true }, 401);
    await submitForm('Log in');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Please answer the security check as well.');
    expect(screen.getByRole('img', { name: /Security check/ })).toBeTruthy();
    fill('Characters from the picture', 'AB3CD');
    respond({ error: true, message: 'The answer to the security check was not right.', captcha: true }, 401);
    await submitForm('Log in');
    await settle();
    const sent = ajaxPosts()[1];
    expect(sent?.get('password')).toBe('right password');
    expect(sent?.get('captcha_answer')).toBe('AB3CD');
    expect(sent?.get('captcha_token')).toMatch(/^tok-/);
    expect(captchaGets()).toBe(2);
    expect((screen.getByLabelText('Characters from the picture') as HTMLInputElement).value).toBe('');
  });
});
