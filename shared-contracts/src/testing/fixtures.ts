import * as z from 'zod/mini';

/** Test-only helpers for the golden-fixture suites; not exported from the package. */

type Path = readonly (string | number)[];
type Container = Record<string | number, unknown>;

/** Walks a deep copy of the fixture to the parent of the last path step. */
function parentOf(fixture: unknown, path: Path): { copy: unknown; parent: Container; key: string | number } {
  const copy: unknown = JSON.parse(JSON.stringify(fixture));
  let parent = copy as Container;
  for (const step of path.slice(0, -1)) parent = parent[step] as Container;
  const key = path[path.length - 1];
  if (key === undefined) throw new Error('empty path');
  return { copy, parent, key };
}

/** A copy of the fixture with one value replaced, to prove the schema rejects that change. */
export function withValue(fixture: unknown, path: Path, value: unknown): unknown {
  const { copy, parent, key } = parentOf(fixture, path);
  parent[key] = value;
  return copy;
}

/** A copy of the fixture with one field removed. */
export function without(fixture: unknown, path: Path): unknown {
  const { copy, parent, key } = parentOf(fixture, path);
  Reflect.deleteProperty(parent, key);
  return copy;
}

/** Asserts the value is rejected and returns where, so a test can pin the failing field. */
export function issuePaths(schema: z.core.$ZodType, value: unknown): PropertyKey[][] {
  // z.core.$ZodType and the function form take classic and zod/mini schemas alike.
  const result = z.safeParse(schema, value);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.path) ?? [];
}
