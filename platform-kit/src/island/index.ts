export { defineIsland, type IslandLifecycles, type ParcelProps } from './define-island';
export { useBusEvent } from './use-bus-event';
