import { radialRotation, shareHref, videoUrls } from './widget-math';

describe('radial rating arithmetic (spec 9: rating×18 and rating×36 degrees, 10 = full circle)', () => {
  it.each([
    [0, 0, 0],
    [2.5, 45, 90],
    [5, 90, 180],
    [8.4, 151.2, 302.4],
    [10, 180, 360],
  ])('rating %s turns the half %s° and the fill %s°', (rating, half, full) => {
    expect(radialRotation(rating)).toEqual({ half, full });
  });

  it('never turns past a full circle or backwards', () => {
    expect(radialRotation(12)).toEqual({ half: 180, full: 360 });
    expect(radialRotation(-1)).toEqual({ half: 0, full: 0 });
  });
});

describe('share links (plain links without JavaScript)', () => {
  const target = { url: 'https://deals.test/blog/a-b-1', title: 'Air fryer & more', image: 'https://deals.test/p.svg' };

  it('builds each service address with the page, its title and (for pinning) its image, encoded', () => {
    expect(shareHref('pinterest', target)).toBe(
      'https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fdeals.test%2Fblog%2Fa-b-1&media=https%3A%2F%2Fdeals.test%2Fp.svg&description=Air+fryer+%26+more',
    );
    expect(shareHref('x', target)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fdeals.test%2Fblog%2Fa-b-1&text=Air+fryer+%26+more',
    );
    expect(shareHref('facebook', target)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdeals.test%2Fblog%2Fa-b-1',
    );
    expect(shareHref('linkedin', target)).toContain('share-offsite/?url=https%3A%2F%2Fdeals.test');
    expect(shareHref('email', target)).toBe(
      'mailto:?subject=Air%20fryer%20%26%20more&body=https%3A%2F%2Fdeals.test%2Fblog%2Fa-b-1',
    );
  });
});

describe('video addresses', () => {
  it('embeds from the privacy hosts and links the watch page', () => {
    expect(videoUrls('youtube', 'aqz-KE-bpKQ')).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
      watch: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    expect(videoUrls('vimeo', '1084537')).toEqual({
      embed: 'https://player.vimeo.com/video/1084537?autoplay=1&dnt=1',
      watch: 'https://vimeo.com/1084537',
    });
  });
});
