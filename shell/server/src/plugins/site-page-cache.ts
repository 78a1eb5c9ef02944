import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCacheFront } from '../page-cache/cache-front';
import { createContentVersion, type ContentVersion } from '../page-cache/content-version';
import { registerCookieCacheGuard } from '../page-cache/cookie-cache-guard';
import { keyPrefix, registerPageCache } from '../page-cache/page-cache';
import { createPageStore } from '../page-cache/page-store';
import { allowedHosts } from '../platform/host-check';
import { registerLoadShedding } from '../platform/load-shedding';
import { QA_OVERRIDE_COOKIE } from '../releases/qa-override-token';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    contentVersion: ContentVersion;
  }
}

/**
 * The shared page cache for anonymous visitors, keyed by the live remote versions and every slice's content token,
 * with its front (hits answered before Fastify); then load shedding, after it: a cached page needs no database.
 */
async function sitePageCache(app: FastifyInstance): Promise<void> {
  const { config, db, site, slices, https, front } = app.siteCore;
  const { snapshots } = app.releases;
  const pages = createPageStore();
  const privateCookies = [QA_OVERRIDE_COOKIE, ...slices.flatMap((s) => s.privateCookies ?? [])];
  const contentVersion = createContentVersion(db, slices, app.scale.signals);
  app.addHook('onClose', async () => contentVersion.close());
  app.decorate('contentVersion', contentVersion);
  registerPageCache(app, {
    enabled: config.pageCache,
    store: pages,
    snapshots,
    privateCookies,
    contentVersion,
    secureCookies: https,
  });
  if (config.pageCache) {
    const hosts = allowedHosts(config.siteUrl, config.loopbackOnly);
    // The same string while its parts stay, so the front can tell in one comparison that its keys still hold.
    let last = { versions: '', content: '', prefix: '' };
    const peekKeyPrefix = () => {
      const versions = snapshots.peekVersionsKey();
      const content = versions === null ? null : contentVersion.peek();
      if (content === null || versions === null) return null;
      if (versions !== last.versions || content !== last.content)
        last = { versions, content, prefix: keyPrefix(versions, content) };
      return last.prefix;
    };
    const parseCookies = (header: string) => app.parseCookie(header);
    // Closed by the drain (site-http) before its grace, so hits during a drain go through Fastify.
    const settleKeyPrefix = () => Promise.all([snapshots.settle(), contentVersion.current()]);
    front.current = createCacheFront({
      store: pages,
      hosts,
      privateCookies,
      parseCookies,
      peekKeyPrefix,
      settleKeyPrefix,
    });
  }
  registerCookieCacheGuard(app);
  await registerLoadShedding(app, { db, siteName: site.siteName });
}

export const sitePageCachePlugin = fp(sitePageCache, {
  name: 'site-page-cache',
  dependencies: ['site-core', 'site-scale', 'site-releases', 'site-http'],
});
