import { productSvg } from './product-svg';

const seed = { title: 'Orbit Lite Laptop 14', image_seed: 4242, image_color: '#2563eb', category: 'electronics' };

describe('seeded product pictures', () => {
  it('are the same bytes for the same product, labelled with its title, with no initials', () => {
    const svg = productSvg(seed).toString();
    expect(productSvg({ ...seed }).toString()).toBe(svg);
    expect(svg).toContain('aria-label="Orbit Lite Laptop 14"');
    expect(svg).not.toContain('<text');
  });

  it('draw what the category sells, and a parcel for anything else', () => {
    const drawing = (category: string | null) =>
      /<g [^>]*>([\s\S]*)<\/g>/.exec(productSvg({ ...seed, category }).toString())?.[1];
    const drawings = ['electronics', 'home-and-kitchen', 'fashion', 'sports', null].map(drawing);
    expect(new Set(drawings).size).toBe(5);
    expect(drawing('unknown')).toBe(drawing(null));
  });
});
