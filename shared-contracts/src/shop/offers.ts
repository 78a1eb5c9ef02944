import { z } from 'zod';
import { shopIdTextSchema } from './ids';

/** GET /go/:offerId, the server-side redirect to a masked coupon's destination (spec 4.3). */
export const shopOfferParamsSchema = z.object({ offerId: shopIdTextSchema('invalid offer id') });
