import { useLayoutEffect } from 'react';
import type { SearchController } from '../search-core/search-controller';
import { onTermShown } from '../search-core/term-shown';

/**
 * The box follows the term the results page shows (an archive-mode refresh, spec 2.1): the header's search box
 * no longer keeps the old term. A layout effect, so the box listens from the commit that replaced the no-JS
 * input, which archive mode fills in until then.
 */
export function useTermShown(model: SearchController, doc: Document): void {
  useLayoutEffect(() => onTermShown(doc, (term) => model.showTerm(term)), [model, doc]);
}
