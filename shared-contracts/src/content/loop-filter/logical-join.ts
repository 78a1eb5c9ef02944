import { z } from 'zod';

/** How a filter's terms combine once normalised: AND, OR, or neither (one term at a time). */
export const logicalJoinSchema = z.enum(['AND', 'OR', 'DISABLED']);
export type LogicalJoin = z.infer<typeof logicalJoinSchema>;

/** Spec 5: the multiple-term operator must be AND or OR; anything else (case included) is DISABLED. */
export function normaliseLogicalJoin(value: unknown): LogicalJoin {
  return value === 'AND' || value === 'OR' ? value : 'DISABLED';
}

/** Spec 2.6: selected term values are joined by '+' for AND and by '~' for OR in the filter parameter. */
export const LOGICAL_JOIN_SEPARATORS = { AND: '+', OR: '~' } as const;
