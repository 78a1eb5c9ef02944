import { fireEvent, screen } from '@testing-library/react';
import { fetchMock, fill, installFetch, respond, settle, setup, submitForm } from './test-kit';

installFetch();

const captchaCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/captcha').length;
const picture = () => screen.getByRole('img', { name: /Security check/ }).getAttribute('src');
const token = () => (document.querySelector('input[name="captcha_token"]') as HTMLInputElement).value;

describe('registration captcha', () => {
  it('loads a challenge picture and its token when the dialog opens', async () => {
    const { open } = setup();
    open({ type: 'register' });
    expect(screen.getByText('Loading the picture…')).toBeTruthy();
    await settle();
    expect(picture()).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(token()).toMatch(/^tok-1/);
    expect(screen.getByLabelText('Characters from the picture')).toBeTruthy();
  });

  it('the reload button fetches a new picture and token', async () => {
    const { open } = setup();
    open({ type: 'register' });
    await settle();
    const first = picture();
    fireEvent.click(screen.getByRole('button', { name: 'New picture' }));
    await settle();
    expect(captchaCalls()).toBe(2);
    expect(picture()).not.toBe(first);
    expect(token()).toMatch(/^tok-2/);
  });

  it('a refused registration shows the message and gets a fresh challenge with an empty answer', async () => {
    const { open } = setup();
    open({ type: 'register' });
    await settle();
    fill('Characters from the picture', 'WRONG');
    respond({ error: true, message: 'The characters from the picture were not right.' }, 400);
    await submitForm('Register');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The characters from the picture were not right.');
    expect(captchaCalls()).toBe(2);
    expect((screen.getByLabelText('Characters from the picture') as HTMLInputElement).value).toBe('');
  });

  it('says so when the picture cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 429, json: async () => ({ error: { code: 'AUTH_RATE_LIMITED', message: 'x' } }) }));
    const { open } = setup();
    open({ type: 'register' });
    await settle();
    expect(screen.getByText('The picture could not be loaded.')).toBeTruthy();
  });
});
