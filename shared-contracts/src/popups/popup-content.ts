import * as z from 'zod/mini';

/** A site popup's id: a lower-case slug (the `:id` of its routes and the `id` of a `popups:open` event). */
export const popupSlugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/));

/** GET /api/popups/:id/content: the html is built on the server from escaped text. */
export const popupContentResponseSchema = z.object({ title: z.string(), html: z.string() });
export type PopupContentResponse = z.infer<typeof popupContentResponseSchema>;

/** Spec 8: what the generic modal shows when its content fails to load (spelt as the spec spells it). */
export const MODAL_LOAD_ERROR_MESSAGE = 'An error has occured. Please try again in a few moments.';
