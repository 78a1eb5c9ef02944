import { raw, type Html } from '@site/platform-kit/html';
import type { FragmentContext, SliceFragments } from '@site/shared-contracts/platform';

export type SlotName = keyof SliceFragments;
export type Slots = Record<SlotName, Html>;

const SLOT_NAMES: readonly SlotName[] = ['headerSearch', 'headerAccount', 'headerCart', 'overlays', 'footer'];

/**
 * Each slot's markup for this request: the fragments of every slice that fills it, in slice order, each given
 * what its slice's services made.
 * A fragment that throws is left out and logged, so one team's bug never takes the page down.
 */
export function fillSlots(
  slices: readonly { name: string; fragments?: SliceFragments | undefined; started?: unknown }[],
  ctx: FragmentContext,
  onError: (slice: string, slot: SlotName, error: unknown) => void,
): Slots {
  const slots = {} as Slots;
  for (const slot of SLOT_NAMES) {
    let markup = '';
    for (const slice of slices) {
      const fragments = slice.fragments;
      if (!fragments?.[slot]) continue;
      try {
        markup += fragments[slot](ctx, slice.started);
      } catch (error) {
        onError(slice.name, slot, error);
      }
    }
    slots[slot] = raw(markup);
  }
  return slots;
}
