import type { IslandPlaceholder } from './island-registry';

/**
 * `data-mount-cookie="name"` on a placeholder: the island is only worth loading in a browser that holds that
 * cookie (mf-shop's header count: only visitors with a cart; everyone else loads no cart script at all).
 * Without the cookie its own strategies (eager, idle, visible, interaction) are dropped and only its events
 * can mount it, so a page that creates the cookie (the first add to cart) still wakes it through the bus.
 * Anonymous pages stay the same bytes for everyone: the browser decides, not the server.
 */
export function gateByCookie(island: IslandPlaceholder, cookies: string): IslandPlaceholder {
  const name = island.element.dataset.mountCookie;
  if (!name) return island;
  const held = cookies.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
  return held ? island : { ...island, strategies: island.strategies.filter((strategy) => strategy === 'event') };
}
