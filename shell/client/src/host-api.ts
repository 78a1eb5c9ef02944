/**
 * The seam between the page loader (`main.ts`, loaded on every page, a few KB) and the island host (`host.ts`:
 * the Module Federation runtime, the bus, the mounter, loaded the first time an island must mount or a
 * trigger is clicked). Nothing is imported across it: the host publishes itself on one global.
 */
export type ShellHost = {
  /** Mount the island of this placeholder (once; later calls return the first outcome). */
  mount(element: HTMLElement): Promise<boolean>;
  /**
   * Mount the islands that own this event, then emit it. False when nobody could take it (an unknown event,
   * a payload the contract refuses, owners that failed): the trigger link's own href is then followed.
   */
  emit(name: string, payload: unknown): Promise<boolean>;
};

/** Where the host entry is served (a stable name, revalidated like shell-main.js). */
export const SHELL_HOST_URL = '/assets/shell/shell-host.js';

/** The global the host entry sets to the Promise of its started ShellHost. */
export const SHELL_HOST_GLOBAL = 'shellHost';
