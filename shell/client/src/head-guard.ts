import type { IntegrityLedger } from './integrity-ledger';
import type { RemotePolicy } from './remote-policy';

type Log = (message: string, error?: unknown) => void;

function resourceUrl(node: Node): string | null {
  if (node instanceof HTMLScriptElement) return node.getAttribute('src') ? node.src : null;
  if (node instanceof HTMLLinkElement) return node.getAttribute('href') ? node.href : null;
  return null;
}

/**
 * Give every remote file the browser is asked to load its registry hash, before the request starts.
 * Remote chunks are loaded by each remote's own bundler runtime (`__webpack_require__.l`) and preloaded by
 * the MF runtime; both insert a <script>/<link> with `document.head.appendChild`, which is the one place
 * the shell can set `integrity` on a request it does not make itself. A file with no recorded hash, or on
 * an origin outside the allow-list, is never inserted: its loader gets an `error` event, as for a 404.
 */
export function guardHead(head: HTMLHeadElement, policy: RemotePolicy, ledger: IntegrityLedger, log: Log): () => void {
  const appendChild = head.appendChild;
  const insertBefore = head.insertBefore;

  const admit = (node: Node): boolean => {
    const url = resourceUrl(node);
    if (!url) return true;
    const element = node as HTMLScriptElement | HTMLLinkElement;
    const decision = policy.decide(url);
    if (!decision.allow) {
      if (decision.reason === 'no-integrity' && decision.remote) ledger.refuse(decision.remote.name);
      log(
        `[shell] refused ${decision.reason === 'origin' ? 'a file from an origin outside the allow-list' : 'a remote file without a recorded hash'}: ${url}`,
      );
      // Asynchronous, like a real network failure: the loader has finished wiring its handlers.
      setTimeout(() => element.dispatchEvent(new Event('error')), 0);
      return false;
    }
    if (decision.integrity && decision.remote) {
      const { integrity, remote } = decision;
      element.setAttribute('integrity', integrity);
      // Cross-origin SRI needs a CORS request; same-origin files keep the loader's own choice.
      if (new URL(url).origin !== window.location.origin && !element.hasAttribute('crossorigin'))
        element.setAttribute('crossorigin', 'anonymous');
      // Capture: at the target it runs before the loader's own `onerror`, so the check is pending
      // before the island's failure reaches telemetry.
      element.addEventListener('error', () => ledger.failed(remote.name, url, integrity), {
        once: true,
        capture: true,
      });
    }
    return true;
  };

  head.appendChild = function guardedAppend<T extends Node>(node: T): T {
    return admit(node) ? (appendChild.call(head, node) as T) : node;
  };
  head.insertBefore = function guardedInsert<T extends Node>(node: T, child: Node | null): T {
    return admit(node) ? (insertBefore.call(head, node, child) as T) : node;
  };
  return () => {
    head.appendChild = appendChild;
    head.insertBefore = insertBefore;
  };
}
