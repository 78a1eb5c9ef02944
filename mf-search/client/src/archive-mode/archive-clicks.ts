import { reportSettled } from '../search-core/settled-report';
import { archiveTerm } from './archive-url';

/**
 * A result clicked on a results page that archive mode refreshed while the visitor typed settles that term (the
 * page the visitor opened was counted by the server already; the refreshed ones, fetched per keystroke, are
 * not). Returns the listener's removal.
 */
export function reportArchiveClicks(input: HTMLInputElement, restBase: string, location: Pick<Location, 'search'>) {
  const page = input.closest('.search-page');
  const onClick = (event: Event) => {
    const result = event.target instanceof Element ? event.target.closest('.search-result') : null;
    if (!result || !(event.target as Element).closest('a')) return;
    const shown = archiveTerm(new URLSearchParams(location.search).get('s') ?? '');
    const title = result.querySelector('.search-result__title')?.textContent ?? '';
    if (shown && shown !== archiveTerm(input.defaultValue)) reportSettled(restBase, shown, title);
  };
  page?.addEventListener('click', onClick);
  return () => page?.removeEventListener('click', onClick);
}
