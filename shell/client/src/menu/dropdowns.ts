/**
 * Header dropdowns a slice marks `data-shell-dropdown` on a `<details>` (mf-auth's avatar menu, spec 2.4 and
 * 4.5): a click elsewhere closes them, and Escape closes the one holding focus with focus back on its summary.
 * The details element keeps working without JavaScript.
 */
export function wireDropdowns(doc: Document): () => void {
  const openOnes = () => [...doc.querySelectorAll<HTMLDetailsElement>('details[data-shell-dropdown][open]')];
  const onClick = (event: MouseEvent) => {
    for (const dropdown of openOnes()) if (!dropdown.contains(event.target as Node)) dropdown.open = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const dropdown of openOnes()) {
      if (!dropdown.contains(doc.activeElement)) continue;
      dropdown.open = false;
      dropdown.querySelector<HTMLElement>('summary')?.focus();
      event.preventDefault();
    }
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
  };
}
