import { SHELL_HOST_GLOBAL } from './host-api';

// The host entry, inserted by the page loader when an island is first needed. Async boundary: shared
// singletons (react, ...) are negotiated before any of them is used.
(globalThis as Record<string, unknown>)[SHELL_HOST_GLOBAL] = import('./bootstrap').then((host) => host.startHost());
