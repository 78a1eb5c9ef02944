/** The magnifier drawn inline: no icon font or image request for a 16 px glyph. */
export function SearchIcon() {
  return (
    <svg className="sss-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function CloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <button type="button" className="sss-close" aria-label={label} onClick={onClose}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
