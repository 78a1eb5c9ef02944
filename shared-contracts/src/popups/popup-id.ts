import { z } from 'zod';

/** A popup id as triggers, storage keys and the content call carry it; it lands in keys and selectors. */
export const popupIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'a popup id is letters, digits, _ and -');
export type PopupId = z.infer<typeof popupIdSchema>;
