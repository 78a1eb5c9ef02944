import { html, type Html, join } from '@site/platform-kit/html';
import type { PostBlocks } from '@site/shared-contracts/content';
import { carouselHtml, figureHtml, videoHtml } from './media-html';
import { tocEntries, tocTree, type TocEntry } from './toc';
import type { ShareTarget } from './widget-math';
import { countdownBlockHtml, radialHtml, ratingBarsHtml, shareHtml } from './widgets-html';

export type BlocksContext = { share: ShareTarget; now: Date };

/**
 * Spec 2.4's collapsible table of contents as a `<details>` (it works without JavaScript); the `post-page` island
 * remembers a visitor's hiding it. Links are marked for smooth scrolling with the ToC's own 30 px offset. Two
 * placeholders of the island: the ToC itself, mounted when the visitor reaches for it (the smooth scroll and the
 * memory are there by the click), and an empty one mounted at once only in a browser holding the memory cookie
 * (`data-mount-cookie`), to hide the ToC again; everyone else loads nothing for it.
 */
function tocHtml(title: string | undefined, entries: readonly TocEntry[]): Html {
  const link = (e: TocEntry) => html`<a href="#${e.id}" data-content-scroll="30">${e.text}</a>`;
  return html`<span data-island="mf-content/post-page" data-mount="eager" data-mount-cookie="content.toc-hidden" hidden></span><div class="content-toc-slot" data-island="mf-content/post-page" data-mount="interaction"><details class="content-toc" open><summary class="content-toc__title">${title ?? 'Contents'}</summary><nav aria-label="Table of contents"><ol class="content-toc__list">${tocTree(
    entries,
  ).map(
    (node) =>
      html`<li>${link(node)}${node.children.length ? html`<ol>${node.children.map((c) => html`<li>${link(c)}</li>`)}</ol>` : ''}</li>`,
  )}</ol></nav></details></div>`;
}

function tableHtml(block: Extract<PostBlocks[number], { type: 'table' }>): Html {
  return html`<details class="content-table"${block.collapsed ? '' : ' open'}><summary class="content-table__summary">${block.caption}</summary><div class="content-table__scroll"><table><thead><tr>${block.head.map(
    (h) => html`<th scope="col">${h}</th>`,
  )}</tr></thead><tbody>${block.rows.map((row) => html`<tr>${row.map((cell, i) => (i === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}</tr>`)}</tbody></table></div></details>`;
}

/** A post's blocks as server HTML, in order; every widget works (or reads) without JavaScript. */
export function blocksHtml(blocks: PostBlocks, context: BlocksContext): Html {
  const entries = tocEntries(blocks);
  let heading = 0;
  return join(
    blocks.map((block) => {
      switch (block.type) {
        case 'heading': {
          const entry = entries[heading++];
          return block.level === 2
            ? html`<h2 class="content-heading" id="${entry?.id}">${block.text}</h2>`
            : html`<h3 class="content-heading" id="${entry?.id}">${block.text}</h3>`;
        }
        case 'paragraph':
          return html`<p>${block.text}</p>`;
        case 'image':
          return figureHtml(block);
        case 'table':
          return tableHtml(block);
        case 'rating-bars':
          return ratingBarsHtml(block);
        case 'radial':
          return radialHtml(block);
        case 'countdown':
          return countdownBlockHtml(block, context.now);
        case 'share':
          return shareHtml(block, context.share);
        case 'video':
          return videoHtml(block);
        case 'carousel':
          return carouselHtml(block);
        case 'toc':
          return tocHtml(block.title, entries);
      }
    }),
    '\n',
  );
}
