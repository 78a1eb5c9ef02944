import { html, type Html } from '@site/platform-kit/html';

/**
 * One line drawing per top-level category (issue 13 "real-looking product images"), in a 600×600 box, white
 * on the product's colour. `v` (0..7, from the product's seed) varies a detail, so neighbours differ.
 */
const ART: Record<string, (v: number) => Html> = {
  electronics: (v) =>
    v % 2
      ? html`<rect x="215" y="130" width="170" height="320" rx="28"/><rect x="232" y="162" width="136" height="240" rx="6" fill="#000" fill-opacity=".22" stroke="none"/><circle cx="300" cy="424" r="10"/>`
      : html`<rect x="150" y="170" width="300" height="200" rx="14"/><rect x="168" y="188" width="264" height="164" rx="4" fill="#000" fill-opacity=".22" stroke="none"/><path d="M110 385h380l-30 40H140z"/>`,
  'home-and-kitchen': (v) =>
    v % 2
      ? html`<path d="M170 250h260v150a50 50 0 0 1-50 50H220a50 50 0 0 1-50-50z"/><path d="M140 250h320" stroke-width="22"/><path d="M260 215h80" stroke-width="18"/>`
      : html`<path d="M200 200h170v200a40 40 0 0 1-40 40h-90a40 40 0 0 1-40-40z"/><path d="M370 250a45 45 0 0 1 0 110" fill="none" stroke-width="22"/><path d="M240 160c0-20 20-20 20-40M300 160c0-20 20-20 20-40" fill="none" stroke-width="10"/>`,
  fashion: (v) =>
    v % 2
      ? html`<path d="M230 150l-90 50 35 70 45-20v200h160V250l45 20 35-70-90-50c-10 30-40 45-70 45s-60-15-70-45z"/>`
      : html`<path d="M160 360c40-10 90-40 120-110l40 40c30 20 90 30 120 40 25 8 20 50-5 50H165c-30 0-35-15-5-20z"/><path d="M150 420h300" stroke-width="16"/>`,
  sports: (v) =>
    v % 2
      ? html`<circle cx="300" cy="300" r="140"/><path d="M300 160v280M160 300h280M200 200c60 60 60 140 0 200M400 200c-60 60-60 140 0 200" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="10"/>`
      : html`<rect x="120" y="270" width="360" height="60" rx="12"/><rect x="140" y="210" width="50" height="180" rx="10"/><rect x="410" y="210" width="50" height="180" rx="10"/>`,
};

/** A parcel for products without a known category. */
const PARCEL = (): Html =>
  html`<path d="M160 220l140-70 140 70v180l-140 70-140-70z"/><path d="M160 220l140 70 140-70M300 290v180" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="10"/>`;

export function productArt(category: string | null, v: number): Html {
  return (category ? ART[category] : undefined)?.(v) ?? PARCEL();
}
