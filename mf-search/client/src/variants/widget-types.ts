import type { IslandProps } from '@site/shared-contracts/platform';

/** What every widget variant gets from the island: the shell's props, passed on to the panel, and the page's stack. */
export type WidgetProps = Pick<IslandProps, 'props' | 'site' | 'domElement' | 'layers'>;
