import type { ReactNode } from 'react';
import type { WidgetToggle } from './use-widget-toggle';

/** The magnifier drawn inline: no icon font or image request for a 16 px glyph. */
function SearchIcon() {
  return (
    <svg className="sss-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

type OpenerProps = {
  toggle: Pick<WidgetToggle, 'openerRef' | 'mode'>;
  className: string;
  onClick: () => void;
  /** The accessible name when the button shows only the icon. */
  label?: string;
  /** Opens a dialog (aria-haspopup) rather than a box it controls (aria-controls). */
  dialog?: boolean;
  controls?: string;
  children?: ReactNode;
};

/** The magnifier button every widget opens from; it says whether its box is open, and gets focus back on close. */
export function Opener({ toggle, className, onClick, label, dialog, controls, children }: OpenerProps) {
  return (
    <button
      ref={toggle.openerRef}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={dialog ? 'dialog' : undefined}
      aria-expanded={toggle.mode !== null}
      aria-controls={controls}
      onClick={onClick}
    >
      <SearchIcon />
      {children}
    </button>
  );
}

type ModalBoxProps = {
  toggle: Pick<WidgetToggle, 'boxRef'>;
  className: string;
  /** The id of the heading that names the dialog. */
  titleId: string;
  hidden?: boolean;
  children: ReactNode;
};

/** A modal dialog box: focusable itself (focus moves to it on open) and named by its heading. */
export function ModalBox({ toggle, className, titleId, hidden, children }: ModalBoxProps) {
  return (
    <div
      ref={toggle.boxRef}
      hidden={hidden}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      {children}
    </div>
  );
}

export function CloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <button type="button" className="sss-close" aria-label={label} onClick={onClose}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
