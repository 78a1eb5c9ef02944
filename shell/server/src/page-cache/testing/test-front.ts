import { createCacheFront, type CacheFrontOptions } from '../cache-front';
import { createPageStore } from '../page-store';

/** A front on its own store for `localhost`, with `sid` as the private cookie; the key's parts as the test says. */
export function testFront(key: Pick<CacheFrontOptions, 'peekKeyPrefix'> & Partial<CacheFrontOptions>) {
  const store = createPageStore();
  const front = createCacheFront({
    store,
    hosts: new Set(['localhost']),
    privateCookies: ['sid'],
    parseCookies: (header) => Object.fromEntries(header.split(/;\s*/).map((pair) => pair.split('='))),
    settleKeyPrefix: async () => undefined,
    ...key,
  });
  return { store, front };
}
