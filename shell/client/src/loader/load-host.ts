import { SHELL_HOST_GLOBAL, SHELL_HOST_URL, type ShellHost } from '../host-api';

type TrustedTypesFactory = {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
};

/** The host's URL through its own Trusted Types policy ('shell-host' in the CSP), which can only make that URL. */
function hostScriptUrl(): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return SHELL_HOST_URL;
  return factory
    .createPolicy('shell-host', { createScriptURL: () => SHELL_HOST_URL })
    .createScriptURL(SHELL_HOST_URL) as string;
}

/**
 * Insert the island host's entry once and resolve with the host it starts. A host that does not load or start
 * rejects every caller: islands keep their server markup and trigger links their hrefs, until the next page.
 */
export function createHostLoader(doc: Document): () => Promise<ShellHost> {
  let host: Promise<ShellHost> | null = null;
  return () =>
    (host ??= new Promise<ShellHost>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = hostScriptUrl();
      script.async = true;
      script.onload = () => {
        const started = (globalThis as Record<string, unknown>)[SHELL_HOST_GLOBAL] as Promise<ShellHost> | undefined;
        if (started) resolve(started);
        else reject(new Error(`${SHELL_HOST_URL} did not start the island host`));
      };
      script.onerror = () => reject(new Error(`${SHELL_HOST_URL} failed to load`));
      doc.head.appendChild(script);
    }));
}
