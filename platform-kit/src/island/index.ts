export { defineDomIsland, type DomIslandAttach, type DomIslandDetach } from './define-dom-island';
export { defineIsland, type IslandLifecycles, type ParcelProps } from './define-island';
export { useBusEvent } from './use-bus-event';
