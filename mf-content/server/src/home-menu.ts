import type { HomeSection, MenuContribution, Sql } from '@site/shared-contracts/platform';
import { listCategories, listPosts } from './queries';
import { postGrid } from './views/list-html';

const HOME_POSTS = 6;

/** Home page 'Latest posts' cards (order 30, after the shop's and offers' sections). */
export async function homeSection(db: Sql): Promise<HomeSection> {
  const { posts } = await listPosts(db, { page: 1, perPage: HOME_POSTS });
  return {
    order: 30,
    html: `<section class="content-home">
<h2 class="content-home__title">Latest posts</h2>
${postGrid(posts)}
<p class="content-home__more"><a href="/blog">All posts</a></p>
</section>`,
  };
}

/** Menus: 'Blog' with one submenu entry per category in the main menu (spec 2.4), and in the top and footer menus. */
export async function menu(db: Sql): Promise<MenuContribution> {
  const categories = await listCategories(db);
  return {
    main: [
      {
        label: 'Blog',
        href: '/blog',
        children: categories.map((c) => ({ label: c.name, href: `/category/${c.slug}` })),
        order: 30,
      },
    ],
    top: [{ label: 'Blog', href: '/blog', order: 20 }],
    footer: [{ label: 'Blog', href: '/blog', order: 30 }],
  };
}
