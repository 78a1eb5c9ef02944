import { useEffect, useId, useRef, useState } from 'react';
import {
  CAPTCHA_ANSWER_FIELD,
  CAPTCHA_FALLBACK_PATH,
  CAPTCHA_PATH,
  CAPTCHA_TOKEN_FIELD,
  captchaResponseSchema,
  type CaptchaKind,
  type CaptchaResponse,
} from '@site/shared-contracts/auth';
import { Field } from './form-parts';

type Challenge = CaptchaResponse | 'loading' | 'failed';

const TEXT = {
  picture: {
    label: 'Characters from the picture',
    loading: 'Loading the picture…',
    failed: 'The picture could not be loaded.',
    reload: 'New picture',
    other: "Can't see the picture?",
  },
  question: {
    label: 'Answer to the question',
    loading: 'Loading the question…',
    failed: 'The question could not be loaded.',
    reload: 'New question',
    other: 'Show a picture instead',
  },
} as const;

const JSON_HEADERS = { accept: 'application/json' };

async function readChallenge(response: Response, kind: CaptchaKind): Promise<CaptchaResponse | null> {
  if (!response.ok) return null;
  const parsed = captchaResponseSchema.safeParse(await response.json());
  return parsed.success && parsed.data.kind === kind ? parsed.data : null;
}

/**
 * A challenge of the wanted kind. The server chooses: a GET always gives a picture, and a question is
 * had only by swapping a picture for it (CAPTCHA_FALLBACK_PATH, a CSRF-checked POST).
 */
async function fetchChallenge(kind: CaptchaKind, csrfToken: string): Promise<CaptchaResponse | null> {
  try {
    const init = { credentials: 'same-origin', cache: 'no-store', headers: JSON_HEADERS } as const;
    const picture = await readChallenge(await fetch(CAPTCHA_PATH, init), 'picture');
    if (!picture || kind === 'picture') return picture;
    const swapped = await fetch(CAPTCHA_FALLBACK_PATH, {
      ...init,
      method: 'POST',
      headers: { ...JSON_HEADERS, 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': csrfToken },
      body: new URLSearchParams({ [CAPTCHA_TOKEN_FIELD]: picture.token }).toString(),
    });
    return await readChallenge(swapped, 'question');
  } catch {
    return null;
  }
}

/**
 * The captcha container of the registration form and of a login the server asked to check (spec
 * 2.5): the self-hosted challenge, a button for a new one, "Can't see the picture?" for a text
 * question instead (WCAG 1.1.1: a picture alone shuts out blind visitors; the server hands it out
 * only for a picture, on a tighter budget) and back, and the answer field. A new challenge is fetched
 * on mount, on either button, and whenever `generation` changes (the form bumps it after a refused
 * attempt: challenges are single-use).
 */
export function Captcha({ generation, csrfToken }: { generation: number; csrfToken: string }) {
  const [kind, setKind] = useState<CaptchaKind>('picture');
  const [challenge, setChallenge] = useState<Challenge>('loading');
  const [reloads, setReloads] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  // Set by the switch: focus follows the visitor to the new answer field once it exists.
  const focusAnswer = useRef(false);
  const questionId = useId();
  useEffect(() => {
    let live = true;
    setChallenge('loading');
    void fetchChallenge(kind, csrfToken).then((next) => {
      if (live) setChallenge(next ?? 'failed');
    });
    return () => {
      live = false;
    };
  }, [generation, reloads, kind, csrfToken]);
  useEffect(() => {
    if (challenge === 'loading') return;
    const wanted = focusAnswer.current;
    // Cleared on failure too, so a later reload never pulls focus away from where the visitor is.
    focusAnswer.current = false;
    if (wanted && challenge !== 'failed')
      box.current?.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_ANSWER_FIELD}"]`)?.focus();
  }, [challenge]);
  const switchKind = () => {
    focusAnswer.current = true;
    setChallenge('loading');
    setKind(kind === 'picture' ? 'question' : 'picture');
  };
  const ready = typeof challenge === 'object' ? challenge : null;
  const text = TEXT[kind];
  return (
    <div className="auth-captcha" ref={box}>
      <div className="auth-captcha__picture">
        {/* Polite: announces the new question (or that loading failed) without interrupting typing. */}
        <div className="auth-captcha__challenge" aria-live="polite">
          {ready?.kind === 'picture' ? (
            <img
              src={ready.image}
              alt="Security check: characters to type in the field below"
              width={180}
              height={60}
            />
          ) : null}
          {ready?.kind === 'question' ? (
            <p id={questionId} className="auth-captcha__question">
              {ready.question}
            </p>
          ) : null}
          {ready ? null : <span>{challenge === 'loading' ? text.loading : text.failed}</span>}
        </div>
        <button type="button" className="auth-captcha__reload" onClick={() => setReloads((n) => n + 1)}>
          {text.reload}
        </button>
      </div>
      <p className="auth-captcha__switch">
        <button type="button" className="auth-captcha__reload" onClick={switchKind}>
          {text.other}
        </button>
      </p>
      <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={ready ? ready.token : ''} />
      {/* A fresh field per challenge, so a new picture or question never keeps the last answer. */}
      <Field
        key={ready ? ready.token : 'none'}
        label={text.label}
        type="text"
        name={CAPTCHA_ANSWER_FIELD}
        autoComplete="off"
        spellCheck={false}
        {...(kind === 'question'
          ? { inputMode: 'numeric', 'aria-describedby': ready ? questionId : undefined }
          : { autoCapitalize: 'characters' })}
      />
    </div>
  );
}
