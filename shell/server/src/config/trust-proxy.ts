import { isIP } from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy`: off, the number of proxy hops in front, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the private ranges a proxy in the same network usually sits in.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validAddress(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, extra] = item.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

const EVERY_ADDRESS =
  "TRUST_PROXY: 'on' would believe X-Forwarded-For from anyone who can reach a worker directly (any visitor " +
  'could then pick the address rate limits count); name the proxies instead: their addresses or ranges ' +
  "(10.0.0.5,10.0.1.0/24, or 'loopback' for an nginx on the same machine), or the number of proxies in front";

/**
 * TRUST_PROXY: who may say which address a request came from (X-Forwarded-For). `off` (the default): the
 * connecting address, right when clients connect to the site directly. Behind nginx every request would
 * otherwise come from nginx's address and share one per-address rate limit. Only X-Forwarded-For is used
 * from the proxy: the site checks its own Host header and knows its scheme from SITE_URL.
 */
export const trustProxySchema = z
  .string()
  .default('off')
  .transform((value, ctx): TrustProxy => {
    const text = value.trim();
    if (text === 'off' || text === '') return false;
    if (/^(on|true)$/i.test(text)) {
      ctx.addIssue({ code: 'custom', message: EVERY_ADDRESS });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= 10) return hops;
    }
    const items = text.split(',').map((item) => item.trim());
    const wrong = items.filter((item) => !validAddress(item));
    if (wrong.length === 0) return items;
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY: '${wrong.join("', '")}' is not an address, a range (10.0.0.0/8), loopback, linklocal, uniquelocal, or a number of proxies from 1 to 10`,
    });
    return z.NEVER;
  });

/** As Fastify's options take it: a hop count becomes the function Fastify would make of it (its types want one). */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
