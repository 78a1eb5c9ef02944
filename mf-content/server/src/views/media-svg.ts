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

/** A line drawing per kind of post (issue 13: pictures instead of captions), in a 600×600 box. */
const ART: Record<string, () => Html> = {
  deal: () =>
    html`<path d="M120 300l180-180h180v180L300 480z"/><circle cx="410" cy="190" r="26" fill="#000" fill-opacity=".25" stroke="none"/>`,
  review: () => html`<path d="M300 110l55 115 125 15-92 86 25 124-113-62-113 62 25-124-92-86 125-15z"/>`,
  guide: () =>
    html`<path d="M110 160c70-20 140-10 190 30v300c-50-40-120-50-190-30zM490 160c-70-20-140-10-190 30v300c50-40 120-50 190-30z"/><path d="M300 190v300" stroke="#000" stroke-opacity=".2" stroke-width="8"/>`,
  news: () =>
    html`<rect x="120" y="150" width="360" height="300" rx="16"/><path d="M160 200h280M160 260h130M160 310h130M160 360h130M160 410h280" stroke="#000" stroke-opacity=".25" stroke-width="16"/><rect x="320" y="250" width="120" height="120" fill="#000" fill-opacity=".2" stroke="none"/>`,
  gallery: () =>
    html`<rect x="110" y="150" width="380" height="300" rx="16"/><path d="M140 420l110-130 80 90 50-50 80 90z" fill="#000" fill-opacity=".22" stroke="none"/><circle cx="410" cy="220" r="30" fill="#000" fill-opacity=".22" stroke="none"/>`,
  video: () =>
    html`<rect x="110" y="150" width="380" height="300" rx="40"/><path d="M260 230v140l120-70z" fill="#000" fill-opacity=".3" stroke="none"/>`,
};

/**
 * The seed's pictures (`deal-3`, `gallery-7`, `video-2` ...): a 16:9 illustration of the post's kind made from the name alone, so the
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
<ellipse cx="800" cy="720" rx="300" ry="30" fill="#000" fill-opacity=".12"/>
<g transform="translate(500 150) rotate(${(i % 9) - 4} 300 300)" fill="#ffffff" stroke="#ffffff" stroke-linecap="round" stroke-linejoin="round">${(ART[kind] ?? ART.gallery)?.()}</g>
<text x="1560" y="860" text-anchor="end" font-family="system-ui, sans-serif" font-size="44" font-weight="700" fill="#ffffff" fill-opacity=".8">${LABEL[kind] ?? 'Picture'} ${i}</text>
</svg>`;
}
