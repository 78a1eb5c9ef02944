import { useEffect, useState } from 'react';
import { CAPTCHA_ANSWER_FIELD, CAPTCHA_PATH, CAPTCHA_TOKEN_FIELD, captchaResponseSchema, type CaptchaResponse } from '@site/shared-contracts';
import { Field } from './form-parts';

type Challenge = CaptchaResponse | 'loading' | 'failed';

async function fetchChallenge(): Promise<CaptchaResponse | null> {
  try {
    const response = await fetch(CAPTCHA_PATH, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = captchaResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The registration captcha container (spec 2.5): the self-hosted challenge picture, a button for a
 * new picture, and the answer field. A new challenge is fetched on mount, on the button, and
 * whenever `generation` changes (the form bumps it after a refused attempt: challenges are single-use).
 */
export function Captcha({ generation }: { generation: number }) {
  const [challenge, setChallenge] = useState<Challenge>('loading');
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let live = true;
    setChallenge('loading');
    void fetchChallenge().then((next) => {
      if (live) setChallenge(next ?? 'failed');
    });
    return () => {
      live = false;
    };
  }, [generation, reloads]);
  const ready = typeof challenge === 'object';
  return (
    <div className="auth-captcha">
      <div className="auth-captcha__picture" aria-live="polite">
        {ready ? (
          <img src={challenge.image} alt="Security check: characters to type in the field below" width={180} height={60} />
        ) : (
          <span>{challenge === 'loading' ? 'Loading the picture…' : 'The picture could not be loaded.'}</span>
        )}
        <button type="button" className="auth-captcha__reload" onClick={() => setReloads((n) => n + 1)}>
          New picture
        </button>
      </div>
      <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={ready ? challenge.token : ''} />
      <Field
        key={ready ? challenge.token : 'none'}
        label="Characters from the picture"
        type="text"
        name={CAPTCHA_ANSWER_FIELD}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </div>
  );
}
