/** Spec 9 smooth-scroll offset for `theme_template_id`. */
const SCROLL_OFFSET_PX = 45;

/** Spec 2.6 `theme_template_id={id}`: scroll to that template's element (`data-template-id`). */
export function scrollToTemplate(win: Window): void {
  const id = new URLSearchParams(win.location.search).get('theme_template_id');
  if (!id || !/^[0-9]{1,10}$/.test(id)) return;
  const target = win.document.querySelector(`[data-template-id="${id}"]`);
  if (!target) return;
  const smooth = !(win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  const top = target.getBoundingClientRect().top + win.scrollY - SCROLL_OFFSET_PX;
  win.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
}
