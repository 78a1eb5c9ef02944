import { html, raw, type Html } from '@site/platform-kit/html';

const HOLE = raw('fill="#000" fill-opacity=".22" stroke="none"');

/**
 * One line drawing per category (issue 13 "real-looking product images"), in a 600×600 box, white on the
 * product's colour: the leaf category when it has its own (a laptop for Laptops), else the top-level one.
 */
const ART: Record<string, () => Html> = {
  laptops: () =>
    html`<rect x="150" y="170" width="300" height="200" rx="14"/><rect x="168" y="188" width="264" height="164" rx="4" ${HOLE}/><path d="M110 385h380l-30 40H140z"/>`,
  phones: () =>
    html`<rect x="215" y="130" width="170" height="320" rx="28"/><rect x="232" y="162" width="136" height="240" rx="6" ${HOLE}/><circle cx="300" cy="424" r="10" ${HOLE}/>`,
  audio: () =>
    html`<path d="M170 340v-60a130 130 0 0 1 260 0v60" fill="none" stroke-width="26"/><rect x="140" y="320" width="70" height="120" rx="24"/><rect x="390" y="320" width="70" height="120" rx="24"/>`,
  cameras: () =>
    html`<path d="M130 220h90l30-40h100l30 40h90v220H130z"/><circle cx="300" cy="320" r="80" ${HOLE}/><circle cx="300" cy="320" r="50"/>`,
  cookware: () =>
    html`<path d="M170 250h260v150a50 50 0 0 1-50 50H220a50 50 0 0 1-50-50z"/><path d="M140 250h320" stroke-width="22"/><path d="M260 215h80" stroke-width="18"/>`,
  appliances: () =>
    html`<path d="M200 200h170v200a40 40 0 0 1-40 40h-90a40 40 0 0 1-40-40z"/><path d="M370 250a45 45 0 0 1 0 110" fill="none" stroke-width="22"/><path d="M240 160c0-20 20-20 20-40M300 160c0-20 20-20 20-40" fill="none" stroke-width="10"/>`,
  furniture: () =>
    html`<rect x="200" y="130" width="200" height="180" rx="20"/><rect x="180" y="300" width="240" height="50" rx="14"/><path d="M205 350v110M395 350v110" stroke-width="22"/>`,
  clothing: () =>
    html`<path d="M230 150l-90 50 35 70 45-20v200h160V250l45 20 35-70-90-50c-10 30-40 45-70 45s-60-15-70-45z"/>`,
  shoes: () =>
    html`<path d="M140 330c50-10 100-50 120-110l50 50c40 30 100 40 140 50 30 8 30 70 0 70H140c-30 0-30-55 0-60z"/><path d="M140 420h320" stroke-width="16"/>`,
  accessories: () =>
    html`<path d="M240 230v-30a60 60 0 0 1 120 0v30" fill="none" stroke-width="20"/><path d="M160 230h280l-20 220H180z"/>`,
  fitness: () =>
    html`<rect x="120" y="280" width="360" height="40" rx="12"/><rect x="140" y="210" width="50" height="180" rx="10"/><rect x="410" y="210" width="50" height="180" rx="10"/>`,
  cycling: () =>
    html`<g fill="none" stroke-width="18"><circle cx="180" cy="360" r="80"/><circle cx="420" cy="360" r="80"/><path d="M180 360l70-130h130l40 130M250 230l60 130 70-130M230 200h60"/></g>`,
  outdoor: () => html`<path d="M300 140l170 300H130z"/><path d="M300 300l-50 140h100z" ${HOLE}/>`,
  sports: () =>
    html`<circle cx="300" cy="300" r="140"/><path d="M300 160v280M160 300h280M200 200c60 60 60 140 0 200M400 200c-60 60-60 140 0 200" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="10"/>`,
};
ART.electronics = ART.laptops as () => Html;
ART['home-and-kitchen'] = ART.cookware as () => Html;
ART.fashion = ART.clothing as () => Html;

/** A parcel for products without a known category. */
const PARCEL = (): Html =>
  html`<path d="M160 220l140-70 140 70v180l-140 70-140-70z"/><path d="M160 220l140 70 140-70M300 290v180" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="10"/>`;

export function productArt(category: string | null, rootCategory: string | null): Html {
  const draw = (category && ART[category]) || (rootCategory && ART[rootCategory]) || PARCEL;
  return draw();
}
