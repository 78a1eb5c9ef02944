/** Minimum length; no composition rules, any characters, nothing truncated (security-reliability A2). */
export const PASSWORD_MIN_LENGTH = 10;

// The most common passwords long enough to pass the length rule (from public breach top lists).
const COMMON = new Set([
  '1234567890',
  '0123456789',
  '12345678910',
  '1234567891',
  '0987654321',
  '1111111111',
  '123456789a',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  'q1w2e3r4t5',
  'password12',
  'password123',
  'password1234',
  'password!',
  'passw0rd123',
  'p@ssw0rd123',
  'password01',
  'iloveyou12',
  'iloveyou123',
  'letmein123',
  'welcome123',
  'welcome1234',
  'football123',
  'baseball123',
  'changeme123',
  'administrator',
  'admin12345',
  'admin123456',
  'abcdefghij',
  'abcd123456',
  'abc1234567',
  'princess123',
  'sunshine123',
  'starwars123',
  'trustno1234',
  'superman123',
  'monkey1234',
  'dragon1234',
  'asdfghjkl1',
  'asdfghjkl;',
  'zxcvbnm123',
  'zaq12wsx34',
  '1qaz2wsx3edc',
  'qazwsxedc1',
  'michael123',
  'computer123',
  'internet123',
  'whatever123',
  'mypassword',
  'mypassword1',
  'secret1234',
  'passwordpassword',
]);

/**
 * Why a new password is refused, or null when it is acceptable. The answer never depends on whether
 * an account exists, so it can be given before any lookup.
 */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1+$/.test(password)) return 'This password is too common. Please choose another one.';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (
    (context.email && lower === context.email.toLowerCase()) ||
    (local && local.length >= 4 && lower.includes(local))
  ) {
    return 'Please choose a password that does not contain your e-mail address.';
  }
  if (context.name && context.name.trim().length >= 4 && lower === context.name.trim().toLowerCase()) {
    return 'Please choose a password that is not your name.';
  }
  return null;
}
