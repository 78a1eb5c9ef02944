import { html, type Html } from '@site/platform-kit/html';
import type { ProductImageSeed } from '../data/products';

/** Up to two initials from the first words of the title (brand + model), upper-case. */
export function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** A placeholder product image drawn from stored seed data: no downloads, same product → same bytes. */
export function productSvg(p: ProductImageSeed): Html {
  const angle = p.image_seed % 360;
  const radius = 60 + (p.image_seed % 80);
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${p.title}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.image_color}"/><stop offset="1" stop-color="#ffffff" stop-opacity=".35"/></linearGradient></defs>
<rect width="600" height="600" fill="${p.image_color}"/><rect width="600" height="600" fill="url(#g)"/>
<circle cx="${150 + (p.image_seed % 300)}" cy="${150 + ((p.image_seed >> 3) % 300)}" r="${radius}" fill="#ffffff" fill-opacity=".15"/>
<text x="300" y="300" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="180" font-weight="700" fill="#ffffff">${initials(p.title)}</text>
</svg>`;
}
