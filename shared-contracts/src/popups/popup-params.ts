import { z } from 'zod';
import { popupSlugSchema } from './popup-content';

// Its own module, so a remote that imports only the slug or the content answer does not bundle it.
/** The route params of `/popups/:id` and `/api/popups/:id/content`. */
export const popupParamsSchema = z.object({ id: popupSlugSchema });
