/** Spec 9: the share window of each kind of service, centred on the screen. */
export const SHARE_WINDOW_SIZES = {
  'image-pinning': { width: 750, height: 320 },
  'short-message': { width: 600, height: 250 },
  other: { width: 600, height: 300 },
} as const;
export type ShareWindowKind = keyof typeof SHARE_WINDOW_SIZES;

export type ScreenBox = { width: number; height: number; left?: number; top?: number };

export const isShareWindowKind = (kind: string | undefined): kind is ShareWindowKind =>
  kind !== undefined && Object.hasOwn(SHARE_WINDOW_SIZES, kind);

/** The window's box: its kind's size, centred on the screen (multi-screen: on the screen's own origin). */
export function shareWindowBox(kind: ShareWindowKind, screen: ScreenBox) {
  const { width, height } = SHARE_WINDOW_SIZES[kind];
  return {
    width,
    height,
    left: Math.round((screen.left ?? 0) + (screen.width - width) / 2),
    top: Math.round((screen.top ?? 0) + (screen.height - height) / 2),
  };
}

/**
 * window.open's feature string for that box. Not `noopener`: with it window.open answers null even when the window
 * opened, and null is how a blocked popup is told apart (the link then opens its tab as without JavaScript); the
 * opener is cut by hand instead.
 */
export function shareWindowFeatures(kind: ShareWindowKind, screen: ScreenBox): string {
  const box = shareWindowBox(kind, screen);
  return `popup,width=${box.width},height=${box.height},left=${box.left},top=${box.top}`;
}
