import type { FastifyRequest } from 'fastify';
import type { AccountSection, SiteConfig, Sql } from '@site/shared-contracts/platform';
import type { Slice } from './slice-types';

type AccountSectionDeps = { db: Sql; site: SiteConfig; slices: readonly Slice[] };

/**
 * The account page belongs to mf-auth, but what a visitor has done elsewhere (the shop's cashback clicks)
 * is kept by other slices, which mf-auth may neither import nor read. The shell asks every slice for the
 * logged-in visitor's sections and hands them, ordered, to the page's owner (`SliceContext.accountSections`).
 * A slice that fails is left out, so a broken contribution never takes the account page down.
 */
export function createAccountSections(deps: AccountSectionDeps) {
  return async function accountSections(request: FastifyRequest): Promise<AccountSection[]> {
    const { visitor } = request.siteContext;
    if (!visitor.loggedIn) return [];
    const lists = await Promise.all(
      deps.slices.flatMap((slice) =>
        slice.accountSections
          ? [
              slice.accountSections(deps.db, deps.site, visitor.user).catch((error: unknown) => {
                request.log.error({ err: error, slice: slice.name }, 'account section failed');
                return [];
              }),
            ]
          : [],
      ),
    );
    return lists.flat().sort((a, b) => a.order - b.order);
  };
}
