import { cleanText, postBlocksSchema } from './blocks';

const image = { src: '/content/media/deal-1.svg', alt: 'A deal', width: 800, height: 450 };
const poster = { src: '/content/media/video-1.svg', width: 1280, height: 720 };

/** The first issue's path and message, or null when the blocks parse. */
function refusal(blocks: unknown): { path: (string | number)[]; message: string } | null {
  const result = postBlocksSchema.safeParse(blocks);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue
    ? { path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message }
    : null;
}

describe('post blocks: validation', () => {
  it('accepts every kind of block and fills the defaults', () => {
    const blocks = postBlocksSchema.parse([
      { type: 'toc' },
      { type: 'heading', level: 2, text: 'Verdict' },
      { type: 'paragraph', text: 'Worth it.' },
      { type: 'image', ...image, caption: 'On sale' },
      { type: 'table', caption: 'Specs', head: ['Spec', 'Value'], rows: [['Weight', '1 kg']] },
      { type: 'rating-bars', bars: [{ label: 'Value', percent: 80 }] },
      { type: 'radial', label: 'Overall', rating: 8.44 },
      { type: 'countdown', to: '2030-01-02T03:04:00Z' },
      { type: 'share', services: ['pinterest', 'x', 'facebook'] },
      { type: 'video', host: 'youtube', id: 'dQw4w9WgXcQ', title: 'Unboxing', poster },
      { type: 'video', host: 'vimeo', id: '76979871', title: 'Review', poster },
      { type: 'carousel', label: 'Gallery', slides: [image, image] },
    ]);
    expect(blocks).toHaveLength(12);
    expect(blocks[4]).toMatchObject({ type: 'table', collapsed: false });
    expect(blocks[6]).toMatchObject({ rating: 8.4 });
    expect(blocks[7]).toMatchObject({ to: new Date('2030-01-02T03:04:00Z') });
  });

  it.each([
    ['an unknown block type', [{ type: 'script', text: 'x' }], [0, 'type']],
    ['a heading level outside 2-3', [{ type: 'heading', level: 1, text: 'Title' }], [0, 'level']],
    ['an empty paragraph (only white space)', [{ type: 'paragraph', text: ' \u200b\n ' }], [0, 'text']],
    ['an image on another origin', [{ type: 'image', ...image, src: 'https://evil.test/x.png' }], [0, 'src']],
    ['a protocol-relative image', [{ type: 'image', ...image, src: '//evil.test/x.png' }], [0, 'src']],
    ['a javascript: image', [{ type: 'image', ...image, src: 'javascript:alert(1)' }], [0, 'src']],
    ['an image path climbing out', [{ type: 'image', ...image, src: '/content/../secret' }], [0, 'src']],
    ['an image without size (no reserved space)', [{ type: 'image', src: image.src, alt: '' }], [0, 'width']],
    ['a ragged table', [{ type: 'table', caption: 'T', head: ['a', 'b'], rows: [['1']] }], [0, 'rows']],
    ['a bar over 100 %', [{ type: 'rating-bars', bars: [{ label: 'x', percent: 101 }] }], [0, 'bars', 0, 'percent']],
    ['a radial rating over 10', [{ type: 'radial', label: 'x', rating: 11 }], [0, 'rating']],
    ['a countdown to no date', [{ type: 'countdown', to: 'soon' }], [0, 'to']],
    ['an unknown share service', [{ type: 'share', services: ['myspace'] }], [0, 'services', 0]],
    ['a service twice', [{ type: 'share', services: ['x', 'x'] }], [0, 'services']],
    ['a third video host', [{ type: 'video', host: 'dailymotion', id: 'x', title: 't', poster }], [0, 'host']],
    ['a URL as a video id', [{ type: 'video', host: 'youtube', id: 'https://a.b/c', title: 't', poster }], [0, 'id']],
    ['a YouTube id on Vimeo', [{ type: 'video', host: 'vimeo', id: 'dQw4w9WgXcQ', title: 't', poster }], [0, 'id']],
    ['an empty carousel', [{ type: 'carousel', label: 'G', slides: [] }], [0, 'slides']],
  ])('refuses %s', (_, blocks, path) => {
    expect(refusal(blocks)?.path).toEqual(path);
  });

  it('refuses a second table of contents, or one with no headings to list', () => {
    const heading = { type: 'heading', level: 2, text: 'A' };
    expect(refusal([{ type: 'toc' }, heading, { type: 'toc' }])?.message).toBe('At most one table of contents.');
    expect(refusal([{ type: 'toc' }, { type: 'paragraph', text: 'x' }])?.message).toBe(
      'A table of contents needs headings.',
    );
  });
});

describe('post blocks: sanitising', () => {
  it('drops control, zero-width and bidi-override characters and collapses white space', () => {
    expect(cleanText('  Hello\u0000 \u202eworld\u200b\n\tagain  ')).toBe('Hello world again');
  });

  it('keeps markup as text (escaped when rendered), but cleaned', () => {
    const [block] = postBlocksSchema.parse([{ type: 'paragraph', text: '<script>\u0007alert(1)</script>\n' }]);
    expect(block).toEqual({ type: 'paragraph', text: '<script> alert(1)</script>' });
  });

  it('cleans every text field, table cells and captions included', () => {
    const [table, img] = postBlocksSchema.parse([
      { type: 'table', caption: ' Specs\n', head: ['a\u200b'], rows: [['  1 \n kg ']] },
      { type: 'image', ...image, alt: ' x\u0000y ', caption: '   ' },
    ]);
    expect(table).toMatchObject({ caption: 'Specs', head: ['a'], rows: [['1 kg']] });
    // A caption of only white space is no caption.
    expect(img).toEqual({ type: 'image', ...image, alt: 'x y', caption: undefined });
  });
});
