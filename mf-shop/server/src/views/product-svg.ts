import { html, type Html } from '@site/platform-kit/html';
import type { ProductImageSeed } from '../data/products';
import { productArt } from './product-art';

/**
 * A product picture drawn from stored seed data (no downloads, same product → same bytes): the colour and a
 * soft light from the seed, a line drawing of what its category sells (`product-art.ts`) and a shadow under it.
 */
export function productSvg(p: ProductImageSeed): Html {
  const angle = p.image_seed % 360;
  const tilt = ((p.image_seed >> 2) % 13) - 6;
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${p.title}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.image_color}"/><stop offset="1" stop-color="#ffffff" stop-opacity=".35"/></linearGradient></defs>
<rect width="600" height="600" fill="${p.image_color}"/><rect width="600" height="600" fill="url(#g)"/>
<circle cx="${150 + (p.image_seed % 300)}" cy="${150 + ((p.image_seed >> 3) % 300)}" r="${60 + (p.image_seed % 80)}" fill="#ffffff" fill-opacity=".12"/>
<ellipse cx="300" cy="500" rx="170" ry="22" fill="#000" fill-opacity=".12"/>
<g transform="rotate(${tilt} 300 300)" fill="#ffffff" stroke="#ffffff" stroke-linecap="round" stroke-linejoin="round">${productArt(p.category, p.root_category)}</g>
</svg>`;
}
