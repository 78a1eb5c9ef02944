/**
 * What an account action decided, before it is shaped for a caller: the AJAX route turns it into
 * `{error, message, redirecturl}` JSON, the no-JS pages into an HTML page. Messages are plain text;
 * each caller escapes them.
 */
export type AuthOutcome = {
  status: number;
  error: boolean;
  message: string;
  redirecturl?: string;
  retryAfterSeconds?: number;
  /** The next attempt must carry a solved captcha (login after repeated failures on the account). */
  captcha?: true;
};

export function success(message: string, redirecturl?: string): AuthOutcome {
  return { status: 200, error: false, message, ...(redirecturl ? { redirecturl } : {}) };
}

export function failure(status: number, message: string): AuthOutcome {
  return { status, error: true, message };
}

export function tooManyAttempts(retryAfterSeconds: number): AuthOutcome {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return {
    status: 429,
    error: true,
    message: `Too many attempts. Please wait ${wait} and try again.`,
    retryAfterSeconds,
  };
}

/**
 * The answer to a form its route schema refused (a field missing or too long): which fields the
 * form needs, in words, since the server's message is all a visitor sees (spec 5).
 */
export const FORM_REFUSED = {
  login: failure(400, 'Please enter your e-mail address and password.'),
  register: failure(400, 'Please fill in your e-mail address, name, password and the answer to the security check.'),
  resetRequest: failure(400, 'Please enter your e-mail address.'),
  resetPassword: failure(400, 'Please enter the new password twice.'),
  changePassword: failure(400, 'Please enter your current password and the new password twice.'),
} as const;

/** A refused pair of new passwords (reset and change alike). */
export const PASSWORDS_DIFFER = failure(400, 'The two passwords do not match.');

/**
 * A limiter's refusal: too many attempts (429), or, when the shared counters (Redis) cannot answer, a
 * short unavailability (503): guesses are not let through uncounted, and nobody is told they tried too often.
 */
export function refusedByLimit(decision: { retryAfterSeconds: number; storeDown?: boolean }): AuthOutcome {
  if (!decision.storeDown) return tooManyAttempts(decision.retryAfterSeconds);
  return {
    status: 503,
    error: true,
    message: 'This is unavailable for a moment. Please try again in a few seconds.',
    retryAfterSeconds: decision.retryAfterSeconds,
  };
}
