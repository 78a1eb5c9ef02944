import { useEffect, useId, useRef, useState } from 'react';
import {
  CAPTCHA_ANSWER_FIELD,
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
    other: 'Answer a question instead',
  },
  question: {
    label: 'Answer to the question',
    loading: 'Loading the question…',
    failed: 'The question could not be loaded.',
    reload: 'New question',
    other: 'Show a picture instead',
  },
} as const;

async function fetchChallenge(kind: CaptchaKind): Promise<CaptchaResponse | null> {
  // The picture keeps the bare address it always had; only the question needs the query.
  const url = kind === 'question' ? `${CAPTCHA_PATH}?kind=question` : CAPTCHA_PATH;
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const parsed = captchaResponseSchema.safeParse(await response.json());
    return parsed.success && parsed.data.kind === kind ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The registration captcha container (spec 2.5): the self-hosted challenge, a button for a new one,
 * a switch between the picture and a text question (WCAG 1.1.1: a picture alone shuts out blind
 * visitors), and the answer field. A new challenge is fetched on mount, on either button, and
 * whenever `generation` changes (the form bumps it after a refused attempt: challenges are single-use).
 */
export function Captcha({ generation }: { generation: number }) {
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
    void fetchChallenge(kind).then((next) => {
      if (live) setChallenge(next ?? 'failed');
    });
    return () => {
      live = false;
    };
  }, [generation, reloads, kind]);
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
