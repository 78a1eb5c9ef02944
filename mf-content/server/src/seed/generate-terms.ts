import { createRandom } from '@site/platform-kit/random';
import type { PostRow, PostTermRow, TermRow } from '../data/seed-writes';
import { ATTRIBUTE_TAGS, PRODUCT_GROUPS, PRODUCTS_LONGEST_FIRST, STORE_TERMS } from './taxonomy-data';

/** Tags (product groups, then attributes) and stores, with explicit ids. */
export function generateTerms(): TermRow[] {
  const tags = [...PRODUCT_GROUPS, ...ATTRIBUTE_TAGS].map((t) => ({ taxonomy: 'tag', slug: t.slug, name: t.name }));
  const stores = STORE_TERMS.map((s) => ({ taxonomy: 'store', slug: s.slug, name: s.name }));
  return [...tags, ...stores].map((term, i) => ({ id: i + 1, ...term }));
}

/**
 * Each post's terms, deterministic for the same posts: the group of the product its text names (a random
 * group when it names none), attribute tags by their share, and the store it names, if any (reviews name
 * none). Its own random stream, so the posts themselves are generated exactly as before.
 */
export function generatePostTerms(posts: readonly PostRow[], terms: readonly TermRow[]): PostTermRow[] {
  const random = createRandom(0x7a9_5eed);
  const id = (taxonomy: string, slug: string) => terms.find((t) => t.taxonomy === taxonomy && t.slug === slug)?.id;
  const rows: PostTermRow[] = [];
  for (const post of posts) {
    const text = `${post.title}\n${post.body}`;
    const product = PRODUCTS_LONGEST_FIRST.find((name) => text.includes(name));
    const group = PRODUCT_GROUPS.find((g) => product !== undefined && g.products.includes(product));
    const tags = [(group ?? random.pick(PRODUCT_GROUPS)).slug];
    for (const attribute of ATTRIBUTE_TAGS) if (random.chance(attribute.share)) tags.push(attribute.slug);
    const store = STORE_TERMS.find((s) => text.includes(s.name));
    const ids = [...tags.map((slug) => id('tag', slug)), store && id('store', store.slug)];
    for (const termId of ids) if (termId) rows.push({ postId: post.id, termId });
  }
  return rows;
}
