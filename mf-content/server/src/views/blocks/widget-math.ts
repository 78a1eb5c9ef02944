import type { ShareService } from '@site/shared-contracts/content';

/**
 * Spec 9: a radial rating (0-10) is drawn by two half-circle masks; the half turns rating×18 degrees and the
 * second fill rating×36, so 5 fills one half (90°/180°) and 10 the full circle (180°/360°).
 */
export function radialRotation(rating: number): { half: number; full: number } {
  const r = Math.min(10, Math.max(0, rating));
  return { half: round(r * 18), full: round(r * 36) };
}
const round = (deg: number) => Math.round(deg * 100) / 100;

/** Spec 3.10: which window a share link opens (spec 9 gives each kind its size); e-mail opens no window. */
export type ShareKind = 'image-pinning' | 'short-message' | 'other' | 'mail';
export const SHARE_KIND: Record<ShareService, ShareKind> = {
  pinterest: 'image-pinning',
  x: 'short-message',
  facebook: 'other',
  linkedin: 'other',
  email: 'mail',
};
export const SHARE_LABEL: Record<ShareService, string> = {
  pinterest: 'Pinterest',
  x: 'X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  email: 'E-mail',
};

export type ShareTarget = { url: string; title: string; image: string };

/** The service's own share address for a page: a plain link that works without JavaScript. */
export function shareHref(service: ShareService, target: ShareTarget): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (service) {
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?${q({ url: target.url, media: target.image, description: target.title })}`;
    case 'x':
      return `https://twitter.com/intent/tweet?${q({ url: target.url, text: target.title })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: target.url })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url: target.url })}`;
    case 'email':
      // mailto wants %20, not '+', for spaces.
      return `mailto:?subject=${encodeURIComponent(target.title)}&body=${encodeURIComponent(target.url)}`;
  }
}

/** Video hosts: the privacy-friendly embed (loaded only on click) and the page a no-JS visitor opens instead. */
export function videoUrls(host: 'youtube' | 'vimeo', id: string): { embed: string; watch: string } {
  return host === 'youtube'
    ? {
        embed: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
        watch: `https://www.youtube.com/watch?v=${id}`,
      }
    : { embed: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`, watch: `https://vimeo.com/${id}` };
}
