import { useEffect } from 'react';
import { popupSlugSchema } from '@site/shared-contracts/popups';

/**
 * A plain left click on a `[data-popup-trigger="<id>"]` link opens that popup instead of following
 * the link; the href (the no-JS popup page) stays for modified clicks, other buttons and no JavaScript.
 */
export function usePopupTriggerLinks(open: (id: string) => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const trigger = (event.target as Element | null)?.closest?.('[data-popup-trigger]');
      const id = popupSlugSchema.safeParse(trigger?.getAttribute('data-popup-trigger'));
      if (!id.success) return;
      event.preventDefault();
      open(id.data);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);
}
