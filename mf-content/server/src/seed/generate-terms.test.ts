import { generatePosts, seedReference } from './generate';
import { generatePostTerms, generateTerms } from './generate-terms';
import { PRODUCT_GROUPS } from './taxonomy-data';

const posts = generatePosts(500, seedReference(Date.UTC(2026, 4, 10, 9)));
const terms = generateTerms();
const byId = new Map(terms.map((t) => [t.id, t]));

describe('content seed taxonomies', () => {
  it('has tags and stores with unique slugs a filter parameter can carry', () => {
    expect(new Set(terms.map((t) => t.taxonomy))).toEqual(new Set(['tag', 'store']));
    expect(new Set(terms.map((t) => `${t.taxonomy}/${t.slug}`)).size).toBe(terms.length);
    for (const term of terms) expect(term.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every post the group of the product it names, and the store it names if any', () => {
    const links = generatePostTerms(posts, terms);
    expect(generatePostTerms(posts, terms)).toEqual(links);
    for (const post of posts) {
      const own = links.filter((l) => l.postId === post.id).map((l) => byId.get(l.termId));
      const groups = own.filter((t) => PRODUCT_GROUPS.some((g) => g.slug === t?.slug));
      expect(groups).toHaveLength(1);
      const group = PRODUCT_GROUPS.find((g) => g.slug === groups[0]?.slug);
      const named = group?.products.some((product) => `${post.title}\n${post.body}`.includes(product));
      expect(named).toBe(true);
      const stores = own.filter((t) => t?.taxonomy === 'store');
      expect(stores.length).toBeLessThanOrEqual(1);
      if (stores[0]) expect(`${post.title}\n${post.body}`).toContain(stores[0].name);
    }
    // Enough overlap for AND filters to find something: every attribute tag meets every group.
    const tagged = (slug: string) =>
      new Set(links.filter((l) => byId.get(l.termId)?.slug === slug).map((l) => l.postId));
    for (const group of PRODUCT_GROUPS) {
      const inGroup = tagged(group.slug);
      expect([...tagged('budget')].some((id) => inGroup.has(id))).toBe(true);
    }
  });
});
