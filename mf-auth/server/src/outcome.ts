/**
 * What an account action decided, before it is shaped for a caller: the AJAX adapter turns it into
 * `{error, message, redirecturl}` JSON, the no-JS pages into an HTML page. Messages are plain text;
 * each adapter escapes them.
 */
export type AuthOutcome = {
  status: number;
  error: boolean;
  message: string;
  redirecturl?: string;
  retryAfterSeconds?: number;
};

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
