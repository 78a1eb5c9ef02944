import type { MenuContribution, Sql } from '@site/shared-contracts/platform';
import { allCategories } from '../data/taxonomy';
import { categoryUrl } from '../urls/shop-urls';

/** The main menu's Shop entry with the category tree as submenus (spec 2.4), and the shop's short links. */
export async function shopMenu(db: Sql): Promise<MenuContribution> {
  const categories = await allCategories(db);
  const children = categories
    .filter((c) => c.parent_id === null)
    .map((root) => ({
      label: root.name,
      href: categoryUrl(root.slug),
      children: categories
        .filter((c) => c.parent_id === root.id)
        .map((c) => ({ label: c.name, href: categoryUrl(c.slug) })),
    }));
  return {
    main: [{ label: 'Shop', href: '/shop', children, order: 10 }],
    top: [
      { label: 'Offers', href: '/offers', order: 10 },
      { label: 'Shop', href: '/shop', order: 30 },
    ],
    footer: [
      { label: 'Offers', href: '/offers', order: 10 },
      { label: 'Shop', href: '/shop', order: 20 },
    ],
  };
}
