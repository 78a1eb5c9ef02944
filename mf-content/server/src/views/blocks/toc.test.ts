import { postBlocksSchema } from '@site/shared-contracts/content';
import { tocEntries, tocTree } from './toc';

const blocks = (...headings: [2 | 3, string][]) =>
  postBlocksSchema.parse([
    { type: 'toc' },
    ...headings.flatMap(([level, text]) => [
      { type: 'heading', level, text },
      { type: 'paragraph', text: 'x' },
    ]),
  ]);

describe('table of contents', () => {
  it('lists the headings in order with slug ids', () => {
    expect(tocEntries(blocks([2, 'First impressions'], [3, 'Battery & build'], [2, 'Verdict']))).toEqual([
      { id: 'first-impressions', text: 'First impressions', level: 2 },
      { id: 'battery-and-build', text: 'Battery & build', level: 3 },
      { id: 'verdict', text: 'Verdict', level: 2 },
    ]);
  });

  it('keeps ids unique: repeated headings, ids the page already uses, headings without letters', () => {
    const ids = tocEntries(blocks([2, 'Verdict'], [2, 'Verdict'], [2, 'Main'], [2, 'Top'], [2, '!!!'], [2, '???']));
    expect(ids.map((e) => e.id)).toEqual(['verdict', 'verdict-2', 'main-2', 'top-2', 'section', 'section-2']);
  });

  it('nests level 3 under the level 2 before it; a leading level 3 stands alone', () => {
    const tree = tocTree(tocEntries(blocks([3, 'Intro'], [2, 'A'], [3, 'A1'], [3, 'A2'], [2, 'B'])));
    expect(tree.map((n) => [n.text, n.children.map((c) => c.text)])).toEqual([
      ['Intro', []],
      ['A', ['A1', 'A2']],
      ['B', []],
    ]);
  });
});
