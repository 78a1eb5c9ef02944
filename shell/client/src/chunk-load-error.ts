import { CHUNK_LOAD_TIMEOUT_MS } from '@site/platform-kit/constants';
import { trustedScriptUrl } from './trusted-types';

/** webpack's chunk-load time-out (spec 7.6): remote entries and manifests get the same 120 s. */
export const LOAD_TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_MS;

export type LoadErrorType = 'timeout' | 'error' | 'missing';

/** The same error shape as webpack's: name ChunkLoadError, message 'Loading chunk {id} failed.\n({type}: {url})'. */
export function chunkLoadError(
  id: string,
  type: LoadErrorType,
  url: string,
): Error & { type: string; request: string } {
  const error = new Error(`Loading chunk ${id} failed.\n(${type}: ${url})`) as Error & {
    type: string;
    request: string;
  };
  error.name = 'ChunkLoadError';
  error.type = type;
  error.request = url;
  return error;
}

/** Load a classic script like webpack's __webpack_require__.l: one <script>, a 120 s timer, a typed failure. */
export function loadScript(url: string, id: string, integrity?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(url);
    script.async = true;
    script.crossOrigin = 'anonymous';
    if (integrity) script.integrity = integrity;
    let settled = false;
    const finish = (type: LoadErrorType | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      if (type) reject(chunkLoadError(id, type, url));
      else resolve();
    };
    const timer = setTimeout(() => finish('timeout'), LOAD_TIMEOUT_MS);
    script.onload = () => finish(null);
    script.onerror = () => finish('error');
    document.head.appendChild(script);
  });
}

/** fetch with the same time-out and error: used for mf-manifest.json. */
export async function fetchWithTimeout(url: string, id: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw chunkLoadError(id, 'missing', url);
    return response;
  } catch (error) {
    if ((error as Error).name === 'ChunkLoadError') throw error;
    throw chunkLoadError(id, timedOut ? 'timeout' : 'error', url);
  } finally {
    clearTimeout(timer);
  }
}
