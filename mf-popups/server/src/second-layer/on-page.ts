import type { SecondLayerPopup } from '@site/shared-contracts/popups';
import { pathMatches } from '../builder/prefilter';

/** The enabled popups whose pages include this path (and do not exclude it), in stored order. */
export function secondLayerOnPage(popups: readonly SecondLayerPopup[], path: string): SecondLayerPopup[] {
  return popups.filter(
    (p) =>
      p.enabled &&
      p.pages.include.some((glob) => pathMatches(glob, path)) &&
      !(p.pages.exclude ?? []).some((glob) => pathMatches(glob, path)),
  );
}
