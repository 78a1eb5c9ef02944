type Go = () => unknown;

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * `click`: the first plain click on an element matching the placeholder's `data-mount-click` selector mounts the
 * island, then the same element is clicked again so the island's own listener takes it (an image link opens the
 * lightbox, not the raw file). Until then nothing of the island is loaded. A bad selector arms nothing.
 */
export function armClick(element: HTMLElement, go: Go, log: (message: string) => void): void {
  const selector = element.dataset.mountClick;
  if (!selector) return;
  try {
    document.querySelector(selector);
  } catch {
    return log(`[shell] island ${element.dataset.island} has an invalid data-mount-click selector`);
  }
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof Element)) return;
    const target = event.target.closest<HTMLElement>(selector);
    if (!target) return;
    event.preventDefault();
    document.removeEventListener('click', onClick);
    // Mounted or not, the click happens once more: a failed mount then does what the link does without us.
    void Promise.resolve(go())
      .catch(() => undefined)
      .then(() => target.click());
  };
  document.addEventListener('click', onClick);
}

/**
 * `hash`: the island mounts when the page's hash matches `data-mount-hash` (a regular expression, tested against
 * the decoded hash), at load or on a later hash change; the island reads the hash itself once mounted.
 */
export function armHash(element: HTMLElement, go: Go, hash: string, log: (message: string) => void): void {
  let pattern: RegExp;
  try {
    pattern = new RegExp(element.dataset.mountHash ?? '(?!)', 'i');
  } catch {
    return log(`[shell] island ${element.dataset.island} has an invalid data-mount-hash pattern`);
  }
  const decoded = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  if (pattern.test(decoded(hash))) {
    void go();
    return;
  }
  const onHash = () => {
    if (!pattern.test(decoded(window.location.hash))) return;
    window.removeEventListener('hashchange', onHash);
    void go();
  };
  window.addEventListener('hashchange', onHash);
}
