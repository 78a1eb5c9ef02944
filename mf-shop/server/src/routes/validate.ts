import type { z } from 'zod';

/** Parse request input; a failure becomes a 400 with the schema's own message and a shop error code. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, code: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw Object.assign(new Error(`${where}${issue?.message ?? 'invalid input'}`), { statusCode: 400, code });
}

export const shopNotFound = (message: string, code = 'SHOP_NOT_FOUND') =>
  Object.assign(new Error(message), { statusCode: 404, code });
