// zod/mini: the shell's bus parses these in every page, and the browser gets no classic zod (docs/decisions.md).
import * as z from 'zod/mini';
import { httpUrlSchema, sitePathSchema } from './safe-url';

/**
 * The event-bus map: every event name (team-prefixed) with the zod schema of its payload.
 * The shell's bus validates every emitted payload against this map and drops invalid ones.
 */
export const authOpenTypeSchema = z.enum(['login', 'register', 'resetpass', 'restrict', 'url', 'default']);

/**
 * Each event's schema, built the first time it is used: the island host starts on a visitor's first tap and
 * reads these names at once, but builds a payload's schema only when that event is first emitted (issue 30:
 * building them all at start-up sat between the tap and the island's load).
 */
const eventSchemaMakers = {
  /** Ask mf-auth to open one of its dialogs (spec 3.8 login trigger, 3.7 cashback prompt). */
  'auth:open': () =>
    z.object({
      type: authOpenTypeSchema,
      customurl: z.optional(z.string()),
      /** Spec 3.7: the notice above the login popup; the merchant link is shown, so only http(s) URLs. */
      cashback: z.optional(
        z.object({
          cashbacknotice: z.string().check(z.minLength(1)),
          merchant: z.string().check(z.minLength(1)),
          url: httpUrlSchema(),
        }),
      ),
      /**
       * Where a login from the dialog lands (spec 3.9 `redirecturl`): a path on this site, such as the offer
       * the cashback prompt was on. Without it the page reloads (spec 4.4). The server checks it again.
       */
      redirectTo: z.optional(sitePathSchema()),
    }),
  /** Open the slide-in side cart. */
  'shop:cart-open': () => z.object({}),
  /**
   * A masked coupon was clicked (spec 4.3): mf-shop's coupons island reveals it in a new window and sends this one
   * through /go/{codeid}. `codetext` is the button's text handle, empty for a stored offer.
   */
  'shop:coupon-reveal': () =>
    z.object({
      codeid: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)),
      codetext: z.string().check(z.maxLength(200)),
    }),
  /** An offer's details toggle was pressed (spec 2.4): show or hide them. */
  'shop:offer-details': () => z.object({ offerId: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)) }),
  /**
   * The cart changed (added, quantity changed, removed, or rolled back after a refusal). Without `subtotal`
   * the count is optimistic: the server has not answered yet, and only the server computes totals.
   */
  'shop:cart-changed': () => z.object({ count: z.int().check(z.nonnegative()), subtotal: z.optional(z.string()) }),
  /** Open the archive's filter sidebar as a panel (narrow screens, spec 2.4 "Mobile sidebar"). */
  'shop:filters-open': () => z.object({}),
  /** Show a toast (spec 9 toast defaults apply to omitted fields). */
  'popups:toast': () =>
    z.object({
      message: z.string().check(z.minLength(1), z.maxLength(500)),
      type: z._default(z.enum(['info', 'success', 'warning', 'error']), 'info'),
      duration: z.optional(z.int().check(z.positive(), z.lte(60_000))),
    }),
  /** Open the generic modal (spec 2.5): content comes from a same-origin URL or plain text. */
  'popups:modal-open': () =>
    z.object({
      title: z.optional(z.string().check(z.maxLength(200))),
      contentUrl: z.optional(z.string().check(z.startsWith('/'))),
      text: z.optional(z.string().check(z.maxLength(5000))),
    }),
  /** Open a site popup by id (spec 2.5 generic popups). */
  'popups:open': () => z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  /** Open the header search splash overlay. */
  'search:open-splash': () => z.object({}),
  /**
   * The shell's off-canvas menu closed (close button, overlay, Escape, a link action): spec 2.4 closes the
   * mobile sidebar with it (mf-shop's filter panel).
   */
  'shell:off-canvas-closed': () => z.object({}),
  /** The shell reports that an island failed to load or crashed. */
  'shell:island-failed': () =>
    z.object({ remote: z.string(), module: z.string(), kind: z.enum(['load', 'mount', 'crash']) }),
};

type EventSchemas = { readonly [K in keyof typeof eventSchemaMakers]: ReturnType<(typeof eventSchemaMakers)[K]> };

/** The same map, each schema constructed on its first read and kept. */
export const eventSchemas: EventSchemas = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(eventSchemaMakers).map(([name, make]): [string, PropertyDescriptor] => {
      let schema: unknown;
      return [name, { enumerable: true, get: () => (schema ??= make()) }];
    }),
  ),
) as EventSchemas;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<K extends EventName> = z.input<(typeof eventSchemas)[K]>;
export type EventMessage<K extends EventName> = z.output<(typeof eventSchemas)[K]>;
export const eventNames = Object.keys(eventSchemaMakers) as EventName[];

/** What every island gets as `bus`: emit validated events, subscribe by name. */
export type EventBus = {
  emit<K extends EventName>(name: K, payload: EventPayload<K>): boolean;
  on<K extends EventName>(name: K, handler: (payload: EventMessage<K>) => void): () => void;
};

/** Parse an event at the edge; returns the parsed payload or null when it does not fit its schema. */
export function parseEvent<K extends EventName>(name: K, payload: unknown): EventMessage<K> | null {
  const result = eventSchemas[name].safeParse(payload);
  return result.success ? (result.data as EventMessage<K>) : null;
}
