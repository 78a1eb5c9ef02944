import type { Sql } from '@site/shared-contracts/platform';
import { CARD_COLUMNS, CARD_FROM, toCard, type PostCard } from './posts';

/** What a widget lists before any filter: one category's posts, rated posts only, or all. */
export type LoopScope = { categoryId?: number; rated?: boolean };
export type LoopOrder = 'newest' | 'rating';

/**
 * One taxonomy's filter as SQL sees it: the ids of its chosen terms and how they combine. `missing` says a
 * chosen slug is not a term (a stale or edited address): with AND nothing can match, with OR it adds nothing.
 */
export type TaxonomyCondition = { taxonomy: string; termIds: readonly number[]; join: 'AND' | 'OR'; missing: boolean };

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The SQL condition of one taxonomy filter on `p` (content.posts), or null when it filters nothing. */
function conditionSql(c: TaxonomyCondition, params: Params): string | null {
  if (!c.termIds.length && !c.missing) return null;
  if (c.join === 'AND' ? c.missing : !c.termIds.length) return 'false';
  const ids = `${params.add(c.termIds)}::int[]`;
  // One category per post: AND of two categories is empty, which `= ALL` says by itself.
  if (c.taxonomy === 'category') return `p.category_id = ${c.join === 'AND' ? 'ALL' : 'ANY'}(${ids})`;
  const matching = `FROM content.post_terms pt WHERE pt.post_id = p.id AND pt.term_id = ANY(${ids})`;
  if (c.join === 'OR') return `EXISTS (SELECT 1 ${matching})`;
  return `(SELECT count(*) ${matching}) = ${params.add(c.termIds.length)}::int`;
}

function conditionsSql(scope: LoopScope, conditions: readonly TaxonomyCondition[], params: Params): string[] {
  const parts: string[] = [];
  if (scope.categoryId !== undefined) parts.push(`p.category_id = ${params.add(scope.categoryId)}::int`);
  if (scope.rated) parts.push('p.rating_percent IS NOT NULL');
  for (const condition of conditions) {
    const sql = conditionSql(condition, params);
    if (sql) parts.push(sql);
  }
  return parts;
}

const where = (parts: readonly string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');

const ORDER: Record<LoopOrder, string> = {
  newest: 'p.published_at DESC, p.id DESC',
  rating: 'p.rating_percent DESC NULLS LAST, p.published_at DESC, p.id DESC',
};

export type LoopQuery = {
  scope: LoopScope;
  conditions: readonly TaxonomyCondition[];
  order: LoopOrder;
  page: number;
  perPage: number;
};

/** One page of a widget's posts under its filters, and how many match in all. */
export async function loopPage(db: Sql, query: LoopQuery): Promise<{ posts: PostCard[]; total: number }> {
  const params = new Params();
  const filter = where(conditionsSql(query.scope, query.conditions, params));
  const { rows } = await db.query(
    `SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total FROM ${CARD_FROM} ${filter}
     ORDER BY ${ORDER[query.order]} LIMIT ${params.add(query.perPage)} OFFSET ${params.add((query.page - 1) * query.perPage)}`,
    params.values,
  );
  if (rows.length || query.page === 1) return { posts: rows.map(toCard), total: Number(rows[0]?.total ?? 0) };
  // Past the last page the window count is missing; ask for it so the caller can tell empty from out of range.
  const countParams = new Params();
  const countFilter = where(conditionsSql(query.scope, query.conditions, countParams));
  const count = await db.query(`SELECT count(*)::int AS total FROM content.posts p ${countFilter}`, countParams.values);
  return { posts: [], total: Number(count.rows[0]?.total ?? 0) };
}

/**
 * Posts per term of each filtered taxonomy, under the widget's scope and the other taxonomies' filters; an
 * AND filter also under its own terms (the count says what choosing one more term leaves). One statement.
 */
export async function termCounts(
  db: Sql,
  scope: LoopScope,
  conditions: readonly TaxonomyCondition[],
): Promise<Map<string, Map<number, number>>> {
  const params = new Params();
  const parts = conditions.map((own) => {
    const others = conditions.filter((c) => c !== own || own.join === 'AND');
    const filters = conditionsSql(scope, others, params);
    if (own.taxonomy === 'category') {
      return `SELECT 'category' AS taxonomy, p.category_id AS term_id, count(*)::int AS n FROM content.posts p
        ${where(filters)} GROUP BY p.category_id`;
    }
    filters.push(`t.taxonomy = ${params.add(own.taxonomy)}`);
    return `SELECT t.taxonomy, pt.term_id, count(*)::int AS n FROM content.post_terms pt
      JOIN content.terms t ON t.id = pt.term_id JOIN content.posts p ON p.id = pt.post_id
      ${where(filters)} GROUP BY t.taxonomy, pt.term_id`;
  });
  const counts = new Map<string, Map<number, number>>(conditions.map((c) => [c.taxonomy, new Map()]));
  if (!parts.length) return counts;
  const { rows } = await db.query(parts.join('\nUNION ALL\n'), params.values);
  for (const r of rows) counts.get(String(r.taxonomy))?.set(Number(r.term_id), Number(r.n));
  return counts;
}
