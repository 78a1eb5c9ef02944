import { html, type Html } from '@site/platform-kit/html';
import type { ContentImage, PostBlocks } from '@site/shared-contracts/content';
import { videoUrls } from './widget-math';

type Block<T extends PostBlocks[number]['type']> = Extract<PostBlocks[number], { type: T }>;

/** width and height always: the browser reserves the box before the picture arrives (CLS 0). */
export function imageTag(image: Omit<ContentImage, 'caption'>, lazy = true): Html {
  return html`<img src="${image.src}" alt="${image.alt}" width="${image.width}" height="${image.height}"${lazy ? html` loading="lazy"` : ''} decoding="async">`;
}

export function figureHtml(image: ContentImage, className = 'content-figure'): Html {
  return html`<figure class="${className}">${imageTag(image)}${image.caption ? html`<figcaption>${image.caption}</figcaption>` : ''}</figure>`;
}

/**
 * A video is a poster (served from this site) linking to the host's page, in a box of the poster's ratio: no
 * request reaches the host until the visitor asks (privacy). The `video` island swaps in the host's privacy
 * embed (youtube-nocookie, Vimeo with dnt) on click; without JavaScript the link opens the host in a new tab.
 */
export function videoHtml(block: Block<'video'>): Html {
  const { embed, watch } = videoUrls(block.host, block.id);
  const hostName = block.host === 'youtube' ? 'YouTube' : 'Vimeo';
  return html`<figure class="content-video" data-island="mf-content/video" data-mount="interaction"><div class="content-video__frame" style="aspect-ratio:${block.poster.width}/${block.poster.height}"><a class="content-video__poster" href="${watch}" target="_blank" rel="noopener noreferrer" data-content-embed="${embed}" data-content-title="${block.title}">${imageTag({ ...block.poster, alt: '' })}<span class="content-video__play"><span aria-hidden="true">▶</span> Play video<span class="site-visually-hidden">: ${block.title} (${hostName})</span></span></a></div><figcaption>${block.title} · <span class="content-video__host">${hostName}</span></figcaption></figure>`;
}

/**
 * Spec 9 carousel: 3 slides, tablet 2 (1 when there is only one), mobile 1, as a CSS scroll-snap track that
 * works by swipe, scrollbar and keyboard without JavaScript. The `carousel` island only shows the previous/next
 * buttons, which sit over the track so showing them moves nothing.
 */
export function carouselHtml(block: Block<'carousel'>): Html {
  const single = block.slides.length === 1 ? ' content-carousel--single' : '';
  return html`<section class="content-carousel${single}" aria-roledescription="carousel" aria-label="${block.label}" data-island="mf-content/carousel" data-mount="visible"><div class="content-carousel__track" tabindex="0" role="group" aria-label="${block.label}: ${block.slides.length} pictures, scroll sideways">${block.slides.map(
    (slide, i) =>
      html`<figure class="content-carousel__slide" aria-roledescription="slide" aria-label="${i + 1} of ${block.slides.length}">${imageTag(slide)}${slide.caption ? html`<figcaption>${slide.caption}</figcaption>` : ''}</figure>`,
  )}</div><button type="button" class="content-carousel__button content-carousel__button--prev" aria-label="Previous pictures" hidden>‹</button><button type="button" class="content-carousel__button content-carousel__button--next" aria-label="Next pictures" hidden>›</button></section>`;
}
