import { fireEvent, screen } from '@testing-library/react';
import { navigation } from './navigation';
import { fill, installFetch, loggedIn, respond, settle, setup, submitForm } from './testing/dialogs';

installFetch();

describe('auth dialogs: opening and closing', () => {
  it.each([
    ['login', 'Log in'],
    ['restrict', 'Log in to see this content'],
    ['register', 'Create an account'],
    ['resetpass', 'Reset your password'],
  ] as const)('%s opens a labelled modal with an error area and focus inside', async (type, name) => {
    const { open } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    open({ type });
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await settle();
  });

  it.each(['login', 'register', 'resetpass'] as const)(
    '%s: the form leaves every check to the server (novalidate, spec 5)',
    async (type) => {
      const { open } = setup();
      open({ type });
      const form = screen.getByRole('dialog').querySelector('form');
      expect(form?.noValidate).toBe(true);
      await settle();
    },
  );

  it('never opens for a logged-in visitor', () => {
    const { open } = setup(loggedIn);
    open({ type: 'login' });
    open({ type: 'register' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears the old error when opened again', async () => {
    const { open } = setup();
    open();
    respond({ error: true, message: 'Nope' }, 401);
    await submitForm('Log in');
    expect(screen.getByRole('alert').textContent).toBe('Nope');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    open();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('closes on Escape and on the close button, giving focus back to the trigger', () => {
    const { open, trigger } = setup();
    open();
    fireEvent.keyDown(screen.getByLabelText('Password'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    open({ type: 'resetpass' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    const { open } = setup();
    open();
    const close = screen.getByRole('button', { name: 'Close' });
    const lastLink = screen.getByRole('link', { name: 'Forgot your password?' });
    lastLink.focus();
    fireEvent.keyDown(lastLink, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(lastLink);
  });
});

describe('auth dialogs: links between them', () => {
  it('login → registration → login → reset, each switch clearing the error and moving focus', async () => {
    const { open, trigger } = setup();
    open();
    respond({ error: true, message: 'Wrong password' }, 401);
    await submitForm('Log in');
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
    fireEvent.click(screen.getByRole('link', { name: 'Already have an account? Log in' }));
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
  });

  it('the links keep their no-JS pages as href', () => {
    const { open } = setup();
    open({ type: 'restrict' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/lost-password');
  });
});

describe('auth dialogs: triggers', () => {
  it('default shows the cashback notice with the merchant link above the login form', () => {
    const { open } = setup();
    open({
      type: 'default',
      cashback: { cashbacknotice: 'Log in to earn 5%', merchant: 'Shop A', url: 'https://shop-a.test/' },
    });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('Log in to earn 5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop A' }).getAttribute('href')).toBe('https://shop-a.test/');
  });

  it('a cashback merchant with a script URL is shown as text, not a link', () => {
    const { open } = setup();
    open({ type: 'default', cashback: { cashbacknotice: 'Earn', merchant: 'Shop B', url: 'javascript:alert(1)' } });
    expect(screen.getByText('Shop B')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Shop B' })).toBeNull();
  });

  it('default follows the site custom login URL instead of opening the dialog', () => {
    const go = jest.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const { open } = setup(undefined, { customLoginUrl: '/custom-login' });
    open({ type: 'default' });
    expect(go).toHaveBeenCalledWith('http://localhost/custom-login');
    expect(screen.queryByRole('dialog')).toBeNull();
    go.mockRestore();
  });

  it('url follows its customurl', () => {
    const go = jest.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const { open } = setup();
    open({ type: 'url', customurl: '/members-area' });
    expect(go).toHaveBeenCalledWith('http://localhost/members-area');
    expect(screen.queryByRole('dialog')).toBeNull();
    go.mockRestore();
  });

  it('the restrict dialog logs in with the same form', async () => {
    const { open } = setup();
    open({ type: 'restrict' });
    fill('E-mail address', 'demo@example.com');
    respond({ error: true, message: 'Incorrect' }, 401);
    await submitForm('Log in');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect');
  });
});
