import { accountMain } from './account-page';
import { loginMain } from './login-page';
import { confirmMain, registerMain } from './register-page';
import { lostPasswordMain, resetPasswordMain } from './reset-pages';

/** Spec 5: auth forms make no client checks, so no browser check may stop a form before the server answers. */
describe('no-JS auth pages', () => {
  const forms = (markup: string) => markup.match(/<form\b[^>]*>/g) ?? [];
  const pages = {
    login: String(loginMain({ csrfToken: 't', email: '', redirectTo: undefined, outcome: null, captcha: null })),
    register: String(
      registerMain({
        csrfToken: 't',
        email: '',
        name: '',
        captcha: { token: 'a'.repeat(43), kind: 'question', question: 'Two plus two?' },
        outcome: null,
      }),
    ),
    confirm: String(confirmMain('t', 'token', null)),
    lost: String(lostPasswordMain('t', '', null)),
    reset: String(resetPasswordMain('t', 'token', null)),
    account: String(accountMain({ csrfToken: 't', name: 'A', email: 'a@example.com', outcome: null, sections: [] })),
  };

  it.each(Object.entries(pages))('%s: every data form has novalidate', (_name, markup) => {
    const dataForms = forms(markup).filter((tag) => tag.includes('auth-page__form'));
    expect(dataForms.length).toBeGreaterThan(0);
    for (const tag of dataForms) expect(tag).toContain('novalidate');
  });
});
