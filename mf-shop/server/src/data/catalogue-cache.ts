import type { Sql } from '@site/shared-contracts/platform';

export type Category = { id: number; parent_id: number | null; slug: string; name: string; description: string };
export type Brand = { id: number; slug: string; name: string };

/**
 * What the archive pages need on every request but that only changes when the catalogue does: the category
 * tree (the filters' counts and pages come from the facet index, filed under the same token).
 *
 * Every write to shop.products, shop.categories or shop.product_categories gives shop.catalogue_version a
 * new random token (statement triggers, 002-catalogue.sql), so the cache is correct whoever writes (a seed
 * in this process or in another one on the same PostgreSQL): each request reads the token (one tiny
 * query) and drops everything held for an older one. Values are stored under the token read in the same
 * statement that computed them, so a value is never filed under a token it does not belong to.
 */
export type CatalogueState = {
  token: string;
  categories: Category[];
  bySlug: Map<string, Category>;
  /** The sidebar's brands, by name. */
  brands: Brand[];
  children: Map<number, number[]>;
  /** Each category id -> itself and its parents, nearest first: a product counts for every one of them. */
  ancestors: Map<number, number[]>;
};

const states = new WeakMap<Sql, CatalogueState>();
const loading = new WeakMap<Sql, Promise<CatalogueState>>();

type StateRow = { token: string; categories: Category[] | null; brands: Brand[] | null };

function buildState(token: string, categories: Category[], brands: Brand[]): CatalogueState {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const children = new Map<number, number[]>();
  for (const c of categories) {
    if (c.parent_id === null) continue;
    const list = children.get(c.parent_id) ?? [];
    list.push(c.id);
    children.set(c.parent_id, list);
  }
  const byId = new Map(categories.map((c) => [c.id, c]));
  const ancestors = new Map<number, number[]>();
  for (const c of categories) {
    const chain: number[] = [];
    // Bounded by the tree's size, so a cycle written by hand cannot loop forever.
    for (let at: Category | undefined = c; at && chain.length <= categories.length; at = byId.get(at.parent_id ?? -1)) {
      chain.push(at.id);
    }
    ancestors.set(c.id, chain);
  }
  return { token, categories, bySlug, brands, children, ancestors };
}

async function loadState(db: Sql): Promise<CatalogueState> {
  // One statement, so the tree is exactly the one the token names.
  const { rows } = await db.query<StateRow>(
    `SELECT v.token, (SELECT json_agg(json_build_object('id', c.id, 'parent_id', c.parent_id, 'slug', c.slug, 'name', c.name,
       'description', c.description) ORDER BY c.menu_order, c.name) FROM shop.categories c) AS categories,
       (SELECT json_agg(json_build_object('id', b.id, 'slug', b.slug, 'name', b.name) ORDER BY b.name, b.id)
          FROM shop.brands b) AS brands
     FROM shop.catalogue_version v`,
  );
  const row = rows[0];
  if (!row) throw new Error('shop.catalogue_version is empty: were the shop migrations applied?');
  return buildState(row.token, row.categories ?? [], row.brands ?? []);
}

/** The cached state for the catalogue as it is now: one small query, plus a reload after any write. */
export async function catalogueState(db: Sql): Promise<CatalogueState> {
  const { rows } = await db.query<{ token: string }>('SELECT token FROM shop.catalogue_version');
  const token = rows[0]?.token;
  const held = states.get(db);
  if (held && held.token === token) return held;
  // Concurrent requests after a write share one reload.
  let pending = loading.get(db);
  if (!pending) {
    pending = loadState(db).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  const state = await pending;
  states.set(db, state);
  return state;
}

/** The category and all its descendants, in tree order (parent first), from the cached tree. */
export function categoryTreeIdsOf(state: CatalogueState, id: number): number[] {
  const ids: number[] = [];
  const visit = (n: number) => {
    ids.push(n);
    for (const child of state.children.get(n) ?? []) visit(child);
  };
  visit(id);
  return ids;
}

/** Forget everything held for this database (a seed calls it; the token check alone would also do). */
export function dropCatalogueCache(db: Sql): void {
  states.delete(db);
}

/** The catalogue token alone: what the shell's shared page cache keys shop pages by. */
export async function catalogueToken(db: Sql): Promise<string> {
  const { rows } = await db.query<{ token: string }>('SELECT token FROM shop.catalogue_version');
  return rows[0]?.token ?? '';
}
