import { html, type Html } from '@site/platform-kit/html';

const PALETTE = ['#2563eb', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1'];
const LABEL: Record<string, string> = {
  deal: 'Deal',
  review: 'Review',
  guide: 'Guide',
  news: 'News',
  gallery: 'Gallery',
  video: 'Video',
};

/**
 * The seed's pictures (`deal-3`, `gallery-7`, `video-2` ...): a 16:9 drawing made from the name alone, so the
 * demo downloads nothing and every page shows the same picture for the same name. Posts give them their box
 * size (800×450, 1280×720); the viewBox scales.
 */
export function mediaSvg(name: string): Html {
  const [kind = 'deal', n = '1'] = name.split('-');
  const i = Number(n);
  const color = PALETTE[i % PALETTE.length] ?? '#2563eb';
  const cx = 200 + ((i * 97) % 1200);
  const cy = 150 + ((i * 53) % 600);
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" gradientTransform="rotate(${(i * 30) % 360} .5 .5)"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#ffffff" stop-opacity=".3"/></linearGradient></defs>
<rect width="1600" height="900" fill="${color}"/><rect width="1600" height="900" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${120 + i * 20}" fill="#ffffff" fill-opacity=".14"/>
<text x="800" y="450" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="140" font-weight="700" fill="#ffffff">${LABEL[kind] ?? 'Picture'} ${i}</text>
</svg>`;
}
