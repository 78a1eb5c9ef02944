// Async boundary: shared singletons (react, rxjs, ...) are negotiated before any of them is used.
import('./bootstrap').catch((error: unknown) => console.error('[shell] failed to start', error));
