import { z } from 'zod';

/**
 * A post's structured content (issue 14): the blocks the post page renders on the server, in order. Parsing is
 * also the sanitiser, so whatever reaches the database or a page went through it: text is single-line (control
 * characters dropped, runs of white space made one space), images and posters are same-origin paths (the CSP
 * allows no other image origin), a video is a host from the allow-list plus an id of that host's shape (the
 * embed and watch URLs are built from those, never taken from input), share services are named, not linked.
 * Every string is escaped when rendered; nothing here is HTML.
 */

// C0/C1 controls, bidi overrides and zero-width characters: invisible in text, useful only to mislead.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Clean one line of text: invisible characters dropped, white space collapsed, trimmed. */
export function cleanText(value: string): string {
  return value.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
}

const text = (max: number) => z.string().transform(cleanText).pipe(z.string().min(1).max(max));
const optionalText = (max: number) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max))
    .optional()
    .transform((v) => v || undefined);

/** A same-origin path to an image: no scheme, no `//host`, no `..`, no query tricks. */
const localPath = z
  .string()
  .regex(/^\/(?!\/)[a-z0-9][a-z0-9/_.-]*$/i, 'Images must be paths on this site.')
  .refine((p) => !p.includes('..'), 'Images must be paths on this site.');

const dimension = z.number().int().min(16).max(4000);

const imageSchema = z.object({
  src: localPath,
  alt: z.string().transform(cleanText).pipe(z.string().max(200)),
  width: dimension,
  height: dimension,
  caption: optionalText(300),
});
export type ContentImage = z.infer<typeof imageSchema>;

export const VIDEO_HOSTS = ['youtube', 'vimeo'] as const;
export type VideoHost = (typeof VIDEO_HOSTS)[number];
const VIDEO_ID: Record<VideoHost, RegExp> = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^[0-9]{6,12}$/ };

/** Spec 3.10 share services: an image-pinning service, a short-message service, or another. */
export const SHARE_SERVICES = ['pinterest', 'x', 'facebook', 'linkedin', 'email'] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

const headingBlock = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(2), z.literal(3)]),
  text: text(160),
});
const paragraphBlock = z.object({ type: z.literal('paragraph'), text: text(4000) });
const imageBlock = imageSchema.extend({ type: z.literal('image') });
const tableBlock = z
  .object({
    type: z.literal('table'),
    caption: text(160),
    head: z.array(text(80)).min(1).max(8),
    rows: z
      .array(z.array(z.string().transform(cleanText).pipe(z.string().max(200))).max(8))
      .min(1)
      .max(100),
    /** Starts collapsed (the visitor opens it); open otherwise. */
    collapsed: z.boolean().default(false),
  })
  .refine((t) => t.rows.every((r) => r.length === t.head.length), {
    message: 'Every table row needs one cell per column.',
    path: ['rows'],
  });
const ratingBarsBlock = z.object({
  type: z.literal('rating-bars'),
  title: optionalText(120),
  bars: z
    .array(z.object({ label: text(80), percent: z.number().int().min(0).max(100) }))
    .min(1)
    .max(12),
});
/** Spec 3.10: a rating on a 0-10 scale (one decimal). */
const radialBlock = z.object({
  type: z.literal('radial'),
  label: text(80),
  rating: z
    .number()
    .min(0)
    .max(10)
    .transform((r) => Math.round(r * 10) / 10),
});
const countdownBlock = z.object({ type: z.literal('countdown'), label: optionalText(120), to: z.coerce.date() });
const shareBlock = z.object({
  type: z.literal('share'),
  services: z
    .array(z.enum(SHARE_SERVICES))
    .min(1)
    .refine((s) => new Set(s).size === s.length, 'Each service once.'),
});
const videoBlock = z
  .object({
    type: z.literal('video'),
    host: z.enum(VIDEO_HOSTS),
    id: z.string(),
    title: text(160),
    poster: imageSchema.omit({ caption: true, alt: true }),
  })
  .refine((v) => VIDEO_ID[v.host].test(v.id), { message: 'Not a video id of that host.', path: ['id'] });
const carouselBlock = z.object({
  type: z.literal('carousel'),
  label: text(120),
  slides: z.array(imageSchema).min(1).max(12),
});
const tocBlock = z.object({ type: z.literal('toc'), title: optionalText(80) });

const contentBlockSchema = z.discriminatedUnion('type', [
  headingBlock,
  paragraphBlock,
  imageBlock,
  tableBlock,
  ratingBarsBlock,
  radialBlock,
  countdownBlock,
  shareBlock,
  videoBlock,
  carouselBlock,
  tocBlock,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentBlockInput = z.input<typeof contentBlockSchema>;

/** A post's blocks: at most one table of contents, and it needs headings to list. */
export const postBlocksSchema = z
  .array(contentBlockSchema)
  .max(200)
  .refine((blocks) => blocks.filter((b) => b.type === 'toc').length <= 1, 'At most one table of contents.')
  .refine(
    (blocks) => !blocks.some((b) => b.type === 'toc') || blocks.some((b) => b.type === 'heading'),
    'A table of contents needs headings.',
  );
export type PostBlocks = z.infer<typeof postBlocksSchema>;
