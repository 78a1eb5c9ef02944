import { useEffect, useId, useRef, useState } from 'react';
import { useDialogFocus } from '@site/platform-kit/dialog';
import type { EventMessage } from '@site/shared-contracts/platform';
import { MODAL_LOAD_ERROR_MESSAGE, type PopupContentResponse } from '@site/shared-contracts/popups';
import { trustedHtml } from '@site/platform-kit/trusted-types';
import { enhanceNewsletterForm } from '../newsletter/newsletter-form';
import { loadPopupContent } from './popup-content';

/** What the modal shows: the `popups:modal-open` payload (a popup by id is its content URL). */
export type ModalRequest = EventMessage<'popups:modal-open'>;

// Only a loaded popup has a title and html; plain-text requests are 'ready' without them.
type Content = { status: 'loading' | 'ready' | 'error' } & Partial<PopupContentResponse>;

/** Locks page scroll while mounted (spec 2.5) and puts the previous value back afterwards. */
function useScrollLock(): void {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}

/** A sign-up form in the loaded body (issue 16) gets the newsletter behaviour; success closes the modal after 3 s. */
function NewsletterBody({ html, onClose, onSignedUp }: { html: string; onClose: () => void; onSignedUp?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const signedUp = useRef(onSignedUp);
  signedUp.current = onSignedUp;
  useEffect(() => {
    const forms = [...(ref.current?.querySelectorAll<HTMLFormElement>('form[data-popups-newsletter]') ?? [])];
    const undo = forms.map((form) =>
      enhanceNewsletterForm(form, {
        fetch: (...args) => fetch(...args),
        navigate: (url) => window.location.assign(url),
        closePopup: () => close.current(),
        pageUrl: window.location.pathname,
        signedUp: () => signedUp.current?.(),
      }),
    );
    return () => undo.forEach((fn) => fn());
  }, [html]);
  // Same-origin JSON whose html our server built from escaped text paragraphs (and its own form markup).
  return (
    <div
      ref={ref}
      className="popups-modal__body"
      dangerouslySetInnerHTML={{ __html: trustedHtml('mf-popups', html) }}
    />
  );
}

function Body({
  content,
  text,
  onClose,
  onSignedUp,
}: {
  content: Content;
  text?: string;
  onClose: () => void;
  onSignedUp?: () => void;
}) {
  if (content.status === 'loading') return <p aria-busy="true">Loading…</p>;
  if (content.status === 'error')
    return (
      <p className="popups-modal__error" role="alert">
        {MODAL_LOAD_ERROR_MESSAGE}
      </p>
    );
  if (content.html !== undefined)
    return <NewsletterBody html={content.html} onClose={onClose} onSignedUp={onSignedUp} />;
  return (
    <div className="popups-modal__body">
      {(text ?? '').split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/**
 * The generic modal (spec 2.5, max width 500 px): content from a same-origin URL or plain text. `onSignedUp`: a
 * sign-up form in the content was accepted (the host raises its toast).
 */
export function PopupModal({
  request,
  onClose,
  onSignedUp,
}: {
  request: ModalRequest;
  onClose: () => void;
  onSignedUp?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [content, setContent] = useState<Content>({ status: request.contentUrl ? 'loading' : 'ready' });
  useScrollLock();
  useDialogFocus(ref, onClose);
  useEffect(() => {
    if (!request.contentUrl) return;
    const abort = new AbortController();
    loadPopupContent(request.contentUrl, abort.signal).then(
      (loaded) => setContent(loaded ? { status: 'ready', ...loaded } : { status: 'error' }),
      () => !abort.signal.aborted && setContent({ status: 'error' }),
    );
    return () => abort.abort();
  }, [request.contentUrl]);
  const title = request.title ?? content.title ?? 'Information';
  return (
    <div className="popups-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className="popups-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="popups-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId}>{title}</h2>
        <Body content={content} text={request.text} onClose={onClose} onSignedUp={onSignedUp} />
      </div>
    </div>
  );
}
