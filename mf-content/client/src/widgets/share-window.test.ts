import { isShareWindowKind, shareWindowBox, shareWindowFeatures } from './share-window';

describe('share window arithmetic (spec 9)', () => {
  const screen = { width: 1920, height: 1080 };

  it.each([
    ['image-pinning', 750, 320, 585, 380],
    ['short-message', 600, 250, 660, 415],
    ['other', 600, 300, 660, 390],
  ] as const)('%s: %s×%s centred at %s,%s', (kind, width, height, left, top) => {
    expect(shareWindowBox(kind, screen)).toEqual({ width, height, left, top });
  });

  it('centres on a second screen by its own origin, rounding to whole pixels', () => {
    expect(shareWindowBox('other', { width: 1366, height: 769, left: 1920, top: -100 })).toEqual({
      width: 600,
      height: 300,
      left: 2303,
      top: 135,
    });
  });

  it('writes the window.open features of a popup window', () => {
    expect(shareWindowFeatures('short-message', screen)).toBe('popup,width=600,height=250,left=660,top=415');
  });

  it('knows only the three kinds (e-mail and unknown kinds open no window)', () => {
    expect(['image-pinning', 'short-message', 'other', 'mail', undefined, 'toString'].map(isShareWindowKind)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
