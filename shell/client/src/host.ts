import { startHost } from './bootstrap';
import { SHELL_HOST_GLOBAL } from './host-api';

// The host entry, inserted by the page loader when an island is first needed. No async boundary before
// bootstrap: the host itself consumes no shared module (React and the adapters are the islands'), so there is
// nothing to negotiate first, and a boundary would be one more request and round trip before any island. A
// shell module that imports a shared singleton must go behind `import()` again.
(globalThis as Record<string, unknown>)[SHELL_HOST_GLOBAL] = Promise.resolve().then(startHost);
