import { z } from 'zod';
import { authOpenTypeSchema } from '../platform/events';

/** Spec 3.8: what a login link asks for; the types are the ones the 'auth:open' event carries. */
export const loginTriggerSchema = z
  .object({
    type: authOpenTypeSchema,
    customurl: z.string().min(1).optional(),
  })
  .refine((trigger) => trigger.type !== 'url' || trigger.customurl !== undefined, {
    message: "a 'url' trigger needs customurl",
    path: ['customurl'],
  });
export type LoginTrigger = z.infer<typeof loginTriggerSchema>;

/** Spec 3.8 site setting: with a custom login URL, the default trigger goes there instead of the popup. */
export const loginSettingsSchema = z.object({
  customloginurl: z.string().min(1).nullable(),
});
export type LoginSettings = z.infer<typeof loginSettingsSchema>;
