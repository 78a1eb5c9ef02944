import { productSvg } from './product-svg';

const seed = {
  title: 'Orbit Lite Laptop 14',
  image_seed: 4242,
  image_color: '#2563eb',
  category: 'laptops',
  root_category: 'electronics',
};

describe('seeded product pictures', () => {
  it('are the same bytes for the same product, labelled with its title, with no initials', () => {
    const svg = productSvg(seed).toString();
    expect(productSvg({ ...seed }).toString()).toBe(svg);
    expect(svg).toContain('aria-label="Orbit Lite Laptop 14"');
    expect(svg).not.toContain('<text');
  });

  it('draw what the category sells (the leaf, else the top level), and a parcel for anything else', () => {
    const drawing = (category: string | null, root: string | null = null) =>
      /<g [^>]*>([\s\S]*)<\/g>/.exec(productSvg({ ...seed, category, root_category: root }).toString())?.[1];
    const leaves = ['laptops', 'phones', 'audio', 'cameras', 'cookware', 'furniture', 'shoes', 'cycling', null];
    expect(new Set(leaves.map((leaf) => drawing(leaf))).size).toBe(leaves.length);
    expect(drawing('gadgets', 'electronics')).toBe(drawing('laptops'));
    expect(drawing('unknown', 'nowhere')).toBe(drawing(null));
  });
});
