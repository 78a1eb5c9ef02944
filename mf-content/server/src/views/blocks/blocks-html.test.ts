import { postBlocksSchema } from '@site/shared-contracts/content';
import { blocksHtml } from './blocks-html';

const now = new Date(Date.UTC(2026, 0, 5, 12));
const share = { url: 'https://deals.test/blog/x-1', title: 'X <1>', image: '' };
const render = (blocks: unknown[]) => String(blocksHtml(postBlocksSchema.parse(blocks), { share, now }));
const image = { src: '/content/media/deal-1.svg', alt: 'Deal <img>', width: 800, height: 450 };

describe('post blocks as server HTML', () => {
  it('gives headings the ids the table of contents links to, in a collapsible <details>', () => {
    const out = render([
      { type: 'toc' },
      { type: 'heading', level: 2, text: 'Verdict' },
      { type: 'heading', level: 3, text: 'Scores <b>' },
    ]);
    expect(out).toContain('<details class="content-toc" open><summary class="content-toc__title">Contents</summary>');
    expect(out).toContain('<a href="#verdict" data-content-scroll="30">Verdict</a><ol><li><a href="#scores-b"');
    expect(out).toContain('<h2 class="content-heading" id="verdict">Verdict</h2>');
    expect(out).toContain('<h3 class="content-heading" id="scores-b">Scores &#60;b&#62;</h3>');
  });

  it('reserves every picture box with width and height, escaping alt text', () => {
    const out = render([{ type: 'image', ...image, caption: 'On sale' }]);
    expect(out).toContain('<img src="/content/media/deal-1.svg" alt="Deal &#60;img&#62;" width="800" height="450"');
    expect(out).toContain('<figcaption>On sale</figcaption>');
  });

  it('renders a table collapsed or open as asked', () => {
    const table = { type: 'table', caption: 'Specs', head: ['Spec', 'Value'], rows: [['Weight', '1 kg']] };
    expect(render([table])).toContain('<details class="content-table" open><summary');
    expect(render([{ ...table, collapsed: true }])).toContain('<details class="content-table"><summary');
    expect(render([table])).toContain('<th scope="row">Weight</th><td>1 kg</td>');
  });

  it('draws bars at their value and the radial rotations, as visible-mounted reveal islands', () => {
    const out = render([
      { type: 'rating-bars', bars: [{ label: 'Value', percent: 80 }] },
      { type: 'radial', label: 'Overall', rating: 8.4 },
    ]);
    expect(out).toContain('data-island="mf-content/reveal" data-mount="visible"');
    expect(out).toContain('style="--content-fill:0.8"');
    expect(out).toContain('style="--content-half:151.2deg;--content-full:302.4deg"');
    expect(out).toContain('aria-label="Overall: 8.4 out of 10"');
  });

  it('shows a running countdown as the countdown island and leaves an ended one out', () => {
    expect(render([{ type: 'countdown', to: '2026-01-06T10:30:00Z' }])).toContain(
      'data-island="mf-content/countdown" data-mount="visible" data-props="{&#34;day&#34;:6,&#34;month&#34;:1,&#34;year&#34;:2026,&#34;hour&#34;:10,&#34;min&#34;:30}"',
    );
    expect(render([{ type: 'countdown', to: '2026-01-05T12:00:00Z' }])).toBe('');
  });

  it('makes share links plain new-tab links naming their window kind; e-mail stays a mailto link', () => {
    const out = render([{ type: 'share', services: ['pinterest', 'x', 'facebook', 'email'] }]);
    expect(out).toContain('data-island="mf-content/share" data-mount="interaction"');
    expect(out).toMatch(
      /href="https:\/\/pinterest\.com[^"]*" target="_blank" rel="noopener noreferrer" data-content-share="image-pinning"/,
    );
    expect(out).toContain('data-content-share="short-message"');
    expect(out).toContain('data-content-share="other"');
    expect(out).toContain('href="mailto:?subject=X%20%3C1%3E&#38;body=');
  });

  it('shows a video as a local poster link in a box of its ratio, the embed only named', () => {
    const out = render([
      {
        type: 'video',
        host: 'vimeo',
        id: '1084537',
        title: 'Review',
        poster: { src: '/content/media/video-1.svg', width: 1280, height: 720 },
      },
    ]);
    expect(out).toContain('style="aspect-ratio:1280/720"');
    expect(out).toContain('href="https://vimeo.com/1084537" target="_blank"');
    expect(out).toContain('data-content-embed="https://player.vimeo.com/video/1084537?autoplay=1&#38;dnt=1"');
    expect(out).not.toContain('<iframe');
  });

  it('renders a carousel as a scroll track with hidden buttons; one slide is marked single', () => {
    const out = render([{ type: 'carousel', label: 'Gallery', slides: [image, image] }]);
    expect(out).toContain('class="content-carousel" aria-roledescription="carousel"');
    expect(out.match(/class="content-carousel__slide"/g)).toHaveLength(2);
    expect(out).toContain('aria-label="Next pictures" hidden');
    expect(render([{ type: 'carousel', label: 'G', slides: [image] }])).toContain('content-carousel--single');
  });
});
