import { slugify } from '@site/platform-kit/random';
import type { PostBlocks } from '@site/shared-contracts/content';

export type TocEntry = { id: string; text: string; level: 2 | 3 };

/** Ids the page already uses (the shell's skip-link target and the back-to-top target). */
const TAKEN = ['main', 'top', 'content-top', 'comments'];

/**
 * One anchor id per heading, in order: the heading's text as a slug, `-2`, `-3` ... when taken (two "Verdict"
 * headings, or a heading called "Main"), `section` when the text has no letters or digits. The table of
 * contents and the headings both read this list, so their ids always agree.
 */
export function tocEntries(blocks: PostBlocks): TocEntry[] {
  const used = new Set(TAKEN);
  const entries: TocEntry[] = [];
  for (const block of blocks) {
    if (block.type !== 'heading') continue;
    const base = slugify(block.text) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    entries.push({ id, text: block.text, level: block.level });
  }
  return entries;
}

export type TocNode = TocEntry & { children: TocEntry[] };

/** Nest level-3 headings under the level-2 heading before them (a level 3 before any level 2 stands alone). */
export function tocTree(entries: readonly TocEntry[]): TocNode[] {
  const tree: TocNode[] = [];
  for (const entry of entries) {
    const parent = tree[tree.length - 1];
    if (entry.level === 3 && parent) parent.children.push(entry);
    else tree.push({ ...entry, children: [] });
  }
  return tree;
}
