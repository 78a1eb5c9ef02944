import { z } from 'zod';
import { httpUrlSchema } from '../platform/safe-url';

/** Spec 3.10: the share window size depends only on which kind of service it is. */
export const shareServiceSchema = z.enum(['image-pinning', 'short-message', 'other']);
export type ShareService = z.infer<typeof shareServiceSchema>;

export const shareLinkSchema = z.object({
  // Opened in a new window, so only http(s).
  href: httpUrlSchema,
  service: shareServiceSchema,
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** Spec 9: share window sizes; the window is centred on the screen. */
export const SHARE_WINDOW_SIZES = {
  'image-pinning': { width: 750, height: 320 },
  'short-message': { width: 600, height: 250 },
  other: { width: 600, height: 300 },
} as const satisfies Record<ShareService, { width: number; height: number }>;
