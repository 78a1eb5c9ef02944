import { useEffect, useId, useRef, useState } from 'react';
import type { EventMessage, LayerStack } from '@site/shared-contracts/platform';
import { MODAL_LOAD_ERROR_MESSAGE, type PopupContentResponse } from '@site/shared-contracts/popups';
import { trustedHtml } from '@site/platform-kit/trusted-types';
import { useDialogFocus, useLayer } from '@site/platform-kit/dialog';
import { enhanceNewsletterForm } from '../newsletter/newsletter-form';
import { loadPopupContent } from './popup-content';

/** The generic modal's id on the page's layer stack: one at a time (a new request replaces it). */
export const MODAL_LAYER = 'popups:modal';

/** What the modal shows: the `popups:modal-open` payload (a popup by id is its content URL). */
export type ModalRequest = EventMessage<'popups:modal-open'>;

// Only a loaded popup has a title and html; plain-text requests are 'ready' without them.
type Content = { status: 'loading' | 'ready' | 'error' } & Partial<PopupContentResponse>;

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
 * The generic modal (spec 2.5, max width 500 px): content from a same-origin URL or plain text, a modal layer of
 * the page's stack (the kit's `useLayer` and `useDialogFocus`: Escape, inert page, scroll lock, focus back to the opener). A click on the
 * backdrop asks the stack, so it closes only while the modal is the topmost modal layer. `onSignedUp`: a
 * sign-up form in the content was accepted (the host raises its toast).
 */
export function PopupModal({
  request,
  layers,
  onClose,
  onSignedUp,
}: {
  request: ModalRequest;
  layers: LayerStack;
  onClose: () => void;
  onSignedUp?: () => void;
}) {
  const backdrop = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [content, setContent] = useState<Content>({ status: request.contentUrl ? 'loading' : 'ready' });
  const layer = useLayer(layers, { id: MODAL_LAYER, ref: backdrop, modal: true, onDismiss: onClose });
  useDialogFocus(ref, layer);
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
    <div
      ref={backdrop}
      className="popups-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && layer.current?.dismiss('overlay')}
    >
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
