import { z } from 'zod';
import { popupIdSchema } from './popup-id';

/**
 * Spec 3.12, 4.7: the second popup layer's per-browser record. Closing 'constantly' disables the
 * popup until show-again-date (ms since the epoch); null with 'disable' means disabled for good.
 */
export const popupLayerRecordSchema = z.object({
  status: z.enum(['enable', 'disable']),
  'show-again-date': z.number().int().nonnegative().nullable(),
});
export type PopupLayerRecord = z.infer<typeof popupLayerRecordSchema>;

/** All records of this browser, keyed by popup id. */
export const popupLayerStoreSchema = z.record(popupIdSchema, popupLayerRecordSchema);
export type PopupLayerStore = z.infer<typeof popupLayerStoreSchema>;
