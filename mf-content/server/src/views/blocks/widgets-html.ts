import { html, type Html } from '@site/platform-kit/html';
import type { PostBlocks } from '@site/shared-contracts/content';
import { countdownIsland } from '../countdown-html';
import { radialRotation, SHARE_KIND, SHARE_LABEL, shareHref, type ShareTarget } from './widget-math';

type Block<T extends PostBlocks[number]['type']> = Extract<PostBlocks[number], { type: T }>;

/**
 * Bars are drawn at their value by the server (the no-JS page is complete); the `reveal` island, mounted when the
 * group nears the viewport, runs them from 0 once it is in view (spec 4.5, 1500 ms). scaleX, not width: an
 * animated transform moves nothing else on the page.
 */
export function ratingBarsHtml(block: Block<'rating-bars'>): Html {
  return html`<div class="content-bars" data-island="mf-content/reveal" data-mount="visible">${block.title ? html`<p class="content-bars__title">${block.title}</p>` : ''}<ul class="content-bars__list">${block.bars.map(
    (bar) =>
      html`<li class="content-bar"><span class="content-bar__label">${bar.label}</span><span class="content-bar__track" aria-hidden="true"><span class="content-bar__fill" style="--content-fill:${bar.percent / 100}"></span></span><b class="content-bar__value">${bar.percent}%</b></li>`,
  )}</ul></div>`;
}

/** Spec 9's two rotations as custom properties; the masks in content.css turn by them. */
export function radialHtml(block: Block<'radial'>): Html {
  const { half, full } = radialRotation(block.rating);
  const value = block.rating.toFixed(1);
  return html`<figure class="content-radial" data-island="mf-content/reveal" data-mount="visible" style="--content-half:${half}deg;--content-full:${full}deg"><div class="content-radial__circle" role="img" aria-label="${block.label}: ${value} out of 10"><div class="content-radial__mask content-radial__mask--full"><div class="content-radial__fill"></div></div><div class="content-radial__mask"><div class="content-radial__fill"></div><div class="content-radial__fill content-radial__fill--fix"></div></div><span class="content-radial__inset" aria-hidden="true">${value}</span></div><figcaption class="content-radial__label">${block.label}</figcaption></figure>`;
}

/** Ended countdowns are left out (spec 4.5: hidden at zero); a running one is the countdown island. */
export function countdownBlockHtml(block: Block<'countdown'>, now: Date): Html | null {
  if (block.to <= now) return null;
  return html`<div class="content-countdown-block">${block.label ? html`<p class="content-countdown-block__label">${block.label}</p>` : ''}${countdownIsland(block.to)}</div>`;
}

/**
 * Plain links to each service's share page (new tab without JavaScript); the `share` island, mounted when the
 * visitor reaches for them, opens spec 9's centred window instead. `data-content-share` names the window kind.
 */
export function shareHtml(block: Block<'share'>, target: ShareTarget): Html {
  return html`<div class="content-share" data-island="mf-content/share" data-mount="interaction"><p class="content-share__title" id="content-share-title">Share this post</p><ul class="content-share__list" aria-labelledby="content-share-title">${block.services.map(
    (service) => {
      const kind = SHARE_KIND[service];
      const label = SHARE_LABEL[service];
      return html`<li><a class="content-share__link content-share__link--${service}" href="${shareHref(service, target)}"${kind === 'mail' ? '' : html` target="_blank" rel="noopener noreferrer" data-content-share="${kind}"`}>${label}<span class="site-visually-hidden">${kind === 'mail' ? ' (by e-mail)' : ' (opens a new window)'}</span></a></li>`;
    },
  )}</ul></div>`;
}
