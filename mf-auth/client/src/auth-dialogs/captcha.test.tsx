import { fireEvent, screen } from '@testing-library/react';
import { ajaxPosts, fetchMock, fill, installFetch, respond, settle, setup, submitForm } from './testing/dialogs';

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
    fetchMock.mockImplementation(async () => ({
      ok: false,
      status: 429,
      json: async () => ({ error: { code: 'AUTH_RATE_LIMITED', message: 'x' } }),
    }));
    const { open } = setup();
    open({ type: 'register' });
    await settle();
    expect(screen.getByText('The picture could not be loaded.')).toBeTruthy();
  });
});

describe('registration captcha question', () => {
  const QUESTION = 'What is seven plus four? Answer in digits.';
  const answerField = () => screen.getByLabelText('Answer to the question') as HTMLInputElement;
  // Pictures from the shared kit; the fallback swaps one for a question, each with a fresh token.
  beforeEach(() => {
    const picture = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url !== '/api/auth/captcha/fallback') return picture?.(url, init);
      const token = `q-${fetchMock.mock.calls.length}`.padEnd(32, 'x');
      return { ok: true, status: 200, json: async () => ({ token, kind: 'question', question: QUESTION }) };
    });
  });
  const fallbackCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/captcha/fallback');

  const openQuestion = async () => {
    const { open } = setup();
    open({ type: 'register' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: "Can't see the picture?" }));
    await settle();
  };

  it('asks the server to swap a picture for a text question that describes the answer field, and moves focus there', async () => {
    await openQuestion();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/captcha',
      '/api/auth/captcha',
      '/api/auth/captcha/fallback',
    ]);
    // The client never names a kind: it sends the picture's token, CSRF-checked, and takes what comes.
    const [, init] = fallbackCalls()[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
    expect(new URLSearchParams(String(init.body)).get('captcha_token')).toMatch(/^tok-2/);
    expect(screen.queryByRole('img', { name: /Security check/ })).toBeNull();
    expect(screen.queryByLabelText('Characters from the picture')).toBeNull();
    const question = screen.getByText(QUESTION);
    expect(answerField().getAttribute('aria-describedby')).toBe(question.id);
    expect(document.activeElement).toBe(answerField());
    expect(token()).toMatch(/^q-3/);
  });

  it('announces the question in the polite live region', async () => {
    await openQuestion();
    expect(screen.getByText(QUESTION).closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('gets a new question on "New question" and after a refused attempt, and sends the answer', async () => {
    await openQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'New question' }));
    await settle();
    expect(token()).toMatch(/^q-5/);
    fill('Answer to the question', 'eleven');
    respond({ error: true, message: 'The answer to the security check was not right.' }, 400);
    await submitForm('Register');
    await settle();
    const sent = ajaxPosts()[0];
    expect(sent?.get('captcha_answer')).toBe('eleven');
    expect(sent?.get('captcha_token')).toMatch(/^q-5/);
    expect(token()).toMatch(/^q-8/);
    expect(answerField().value).toBe('');
  });

  it('switches back to a picture, with focus on the picture answer field', async () => {
    await openQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Show a picture instead' }));
    await settle();
    expect(picture()).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Characters from the picture'));
    expect(screen.getByRole('button', { name: "Can't see the picture?" })).toBeTruthy();
  });

  it('says so when the question cannot be loaded, and leaves focus on the switch', async () => {
    const picture = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url.endsWith('/fallback') ? { ok: false, status: 429, json: async () => ({}) } : picture?.(url, init),
    );
    const { open } = setup();
    open({ type: 'register' });
    await settle();
    const button = screen.getByRole('button', { name: "Can't see the picture?" });
    button.focus();
    fireEvent.click(button);
    await settle();
    expect(screen.getByText('The question could not be loaded.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show a picture instead' }));
  });
});
