import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9_-]{1,64}$/, 'a lower-case slug');

/**
 * Spec 3.13 filterData. logicalJoin is kept as sent: any value other than AND or OR is not an
 * error but means DISABLED (spec 5), so read it through normaliseLogicalJoin.
 */
export const loopFilterDataSchema = z.object({
  selectedTaxonomy: slug,
  terms: z.array(z.string().min(1).max(200)),
  logicalJoin: z.string().optional(),
});
export type LoopFilterData = z.infer<typeof loopFilterDataSchema>;

export const loopFilterSchema = z.object({
  /** The kind of filter; taxonomy filters are the only kind the spec shows. */
  filterType: slug,
  filterData: loopFilterDataSchema,
});
export type LoopFilter = z.infer<typeof loopFilterSchema>;

/** One widget's filters, keyed by filter id. */
export const loopFilterStateSchema = z.record(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), loopFilterSchema);
export type LoopFilterState = z.infer<typeof loopFilterStateSchema>;
