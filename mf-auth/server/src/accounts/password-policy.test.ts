import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it.each(['short', 'password123', 'Qwertyuiop', 'aaaaaaaaaaaa', 'demo.user2026', 'demo.user@x.test'])(
    'refuses %s',
    (pw) => {
      expect(passwordProblem(pw, { email: 'demo.user@x.test' })).toEqual(expect.any(String));
    },
  );

  it.each(['correct horse battery', 'Grüße aus München', 'a long pass phrase '.repeat(10)])(
    'accepts %s (no composition rules, long and Unicode)',
    (pw) => {
      expect(passwordProblem(pw, { email: 'demo.user@x.test' })).toBeNull();
    },
  );
});
