import { useState, type FormEvent } from 'react';
import { postLogin } from './login-request';
import { navigation } from './navigation';

/** Spec 4.4 / 9: after a successful login the page changes this long after the submit button hides. */
export const LOGIN_REDIRECT_DELAY_MS = 200;

type Props = { ajaxUrl: string; csrfToken: string; onError: (message: string | null) => void };

/** The login form; outcomes follow spec 4.4 (success hides submit then navigates, error shows the message). */
export function LoginForm({ ajaxUrl, csrfToken, onError }: Props) {
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || done) return;
    const data = new FormData(event.currentTarget);
    setLoading(true);
    onError(null);
    const result = await postLogin(ajaxUrl, csrfToken, {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    if (result.error) {
      setLoading(false);
      onError(result.message);
      return;
    }
    setDone(true);
    setTimeout(() => (result.redirecturl ? navigation.go(result.redirecturl) : navigation.reload()), LOGIN_REDIRECT_DELAY_MS);
  };

  return (
    <form className={loading ? 'auth-dialog__form auth-dialog--loading' : 'auth-dialog__form'} method="post" action="/login" onSubmit={submit} aria-busy={loading}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <label className="auth-dialog__field">
        E-mail address
        <input type="email" name="email" autoComplete="username" required />
      </label>
      <label className="auth-dialog__field">
        Password
        <input type="password" name="password" autoComplete="current-password" required />
      </label>
      {done ? (
        <p role="status">Logged in. Loading…</p>
      ) : (
        <button className="auth-dialog__submit" type="submit" disabled={loading}>
          {loading ? 'Logging in…' : 'Log in'}
        </button>
      )}
    </form>
  );
}
