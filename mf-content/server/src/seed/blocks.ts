import { postBlocksSchema, type ContentBlockInput, type PostBlocks } from '@site/shared-contracts/content';
import type { Random } from '@site/platform-kit/random';
import type { ArticleKind } from './content-data';

/** What a generated post's blocks are made from (generatePosts has drawn the rest). */
export type BlockSeed = {
  id: number;
  kind: ArticleKind;
  product: string;
  store: string;
  paragraphs: readonly string[];
  ratingPercent: number | null;
  countdownTo: Date | null;
};

const HEADINGS: Record<ArticleKind, readonly string[]> = {
  deal: ['The deal at a glance', 'How to get the price', 'Is it worth it?'],
  review: ['First impressions', 'Performance', 'Battery and build', 'Verdict'],
  guide: ['What to look for', 'Our picks', 'Common mistakes', 'Bottom line'],
  news: ['What happened', 'Why it matters', 'What comes next'],
};

// Public videos that allow embedding (the same few for every post: the demo has no video library).
const VIDEOS = [
  { host: 'youtube', id: 'aqz-KE-bpKQ', title: 'Big Buck Bunny, the open movie' },
  { host: 'vimeo', id: '1084537', title: 'Big Buck Bunny, the short film' },
] as const;

/** Pictures served by mf-content's own media route (the CSP allows images from this origin only). */
const picture = (name: string, alt: string, caption?: string) => ({
  src: `/content/media/${name}.svg`,
  alt,
  width: 800,
  height: 450,
  caption,
});

function specTable(seed: BlockSeed, random: Random): ContentBlockInput {
  const rows = [
    ['Store', seed.store],
    ['Usual price', `$${random.int(40, 900)}`],
    ['Warranty', `${random.int(1, 3)} years`],
    ['Delivery', random.pick(['Free', 'Free over $50', '$4.99'])],
    ['Returns', `${random.pick([14, 30, 60])} days`],
  ];
  return {
    type: 'table',
    caption: `${seed.product}: the details`,
    head: ['Detail', 'Value'],
    rows,
    collapsed: random.chance(0.5),
  };
}

/**
 * A post's blocks: the intro, a table of contents, a heading before each later paragraph, and the widgets its
 * kind calls for (reviews: rating bars and radial ratings; deals: the countdown), some pictures, a carousel or
 * a video on some posts, and share links on every post. Parsed by the contract, so the seed writes what an
 * editor's input would become.
 */
export function generateBlocks(seed: BlockSeed, random: Random): PostBlocks {
  const [intro = seed.product, ...rest] = seed.paragraphs;
  const headings = HEADINGS[seed.kind];
  const blocks: ContentBlockInput[] = [{ type: 'paragraph', text: intro }];
  if (seed.countdownTo) blocks.push({ type: 'countdown', label: 'Offer ends in', to: seed.countdownTo.toISOString() });
  blocks.push({ type: 'toc' });
  const media = random.int(0, 2);
  rest.forEach((text, i) => {
    blocks.push({ type: 'heading', level: 2, text: headings[i % headings.length] ?? `Part ${i + 1}` });
    blocks.push({ type: 'paragraph', text });
    if (i === 0) blocks.push({ type: 'image', ...picture(`${seed.kind}-${(seed.id % 12) + 1}`, seed.product) });
    if (i === 1 && seed.ratingPercent !== null) {
      const base = seed.ratingPercent;
      const near = () => Math.max(0, Math.min(100, base + random.int(-12, 8)));
      blocks.push({ type: 'heading', level: 3, text: 'Scores' });
      blocks.push({
        type: 'rating-bars',
        title: 'How it scored',
        bars: ['Design', 'Features', 'Value', 'Ease of use'].map((label) => ({ label, percent: near() })),
      });
      blocks.push({ type: 'radial', label: 'Overall', rating: base / 10 });
      blocks.push({ type: 'radial', label: 'Value for money', rating: near() / 10 });
    }
    if (i === 1 && media === 1) {
      blocks.push({
        type: 'carousel',
        label: `${seed.product} gallery`,
        slides: [1, 2, 3, 4, 5].map((n) =>
          picture(`gallery-${((seed.id + n) % 12) + 1}`, `${seed.product}, picture ${n}`, `Picture ${n}`),
        ),
      });
    }
  });
  blocks.push({ type: 'heading', level: 2, text: 'Details' });
  blocks.push(specTable(seed, random));
  if (media === 2) {
    const video = VIDEOS[seed.id % VIDEOS.length] ?? VIDEOS[0];
    blocks.push({
      type: 'video',
      ...video,
      poster: { src: `/content/media/video-${(seed.id % 12) + 1}.svg`, width: 1280, height: 720 },
    });
  }
  blocks.push({ type: 'share', services: ['pinterest', 'x', 'facebook', 'linkedin', 'email'] });
  return postBlocksSchema.parse(blocks);
}
