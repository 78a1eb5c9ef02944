import { html, type Html } from '@site/platform-kit/html';

const COLOURS = ['#1b6ca8', '#0f7b6c', '#8e44ad', '#c0392b', '#d35400', '#2c3e50', '#16a085', '#7f8c8d'];

/** A generated initial-on-colour avatar: no uploads, no third-party avatar service seeing visitors. */
export function avatarSvg(publicId: string, displayName: string): Html {
  const initial = (displayName.trim()[0] ?? '?').toUpperCase();
  // The public id is random hex, so its first digit picks a colour evenly.
  const colour = COLOURS[Number.parseInt(publicId.slice(0, 1), 16) % COLOURS.length];
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${initial}"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="42" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
}
