import type { Sql } from '@site/shared-contracts/platform';
import { findCategoryById } from '../data/categories';
import {
  CONTENT_POSTS_PER_PAGE,
  filterOperator,
  type LoopFilterSetting,
  type LoopPagination,
} from '@site/shared-contracts/content';
import type { LoopOrder, LoopScope } from './loop-index';

/** A taxonomy filter of a widget, as an editor would set it up (spec 5: the operator is derived from these). */
export type LoopFilterConfig = { taxonomy: string; label: string; multiple: boolean; logicalCombination: string };

/** A loop-grid widget: what it lists, how it pages and which taxonomy filters its bar has. */
export type LoopWidget = {
  id: string;
  title: string;
  headingLevel: 1 | 2;
  intro?: string;
  perPage: number;
  pagination: LoopPagination;
  order: LoopOrder;
  scope: LoopScope;
  filters: readonly LoopFilterConfig[];
};

/** A page that holds loop widgets (spec 7.4 `post_id`), at its path. */
export type LoopDocument = { postId: number; path: string; widgets: readonly LoopWidget[] };

const CATEGORY: LoopFilterConfig = {
  taxonomy: 'category',
  label: 'Category',
  multiple: true,
  logicalCombination: 'OR',
};
const SINGLE_CATEGORY: LoopFilterConfig = { ...CATEGORY, multiple: false, logicalCombination: '' };
const TAGS_ALL_OF: LoopFilterConfig = { taxonomy: 'tag', label: 'Tags', multiple: true, logicalCombination: 'AND' };
const TAGS_ANY_OF: LoopFilterConfig = { ...TAGS_ALL_OF, logicalCombination: 'OR' };
const STORE: LoopFilterConfig = { taxonomy: 'store', label: 'Store', multiple: false, logicalCombination: '' };

/** The home page's latest posts: six, one category at a time, no pages. */
export const LATEST_WIDGET: LoopWidget = {
  id: 'latest',
  title: 'Latest posts',
  headingLevel: 2,
  perPage: 6,
  pagination: 'none',
  order: 'newest',
  scope: {},
  filters: [SINGLE_CATEGORY],
};

/** /blog: every post, newest first, paged by `paged`; categories any of, tags all of, one store. */
export const BLOG_WIDGET: LoopWidget = {
  id: 'blog',
  title: 'Latest posts',
  headingLevel: 1,
  perPage: CONTENT_POSTS_PER_PAGE,
  pagination: 'paged',
  order: 'newest',
  scope: {},
  filters: [CATEGORY, TAGS_ALL_OF, STORE],
};

/** /blog's second grid: rated posts by rating, four a page on `e-page-picks`, tags any of. */
export const PICKS_WIDGET: LoopWidget = {
  id: 'picks',
  title: 'Top-rated reviews',
  headingLevel: 2,
  perPage: 4,
  pagination: 'e-page',
  order: 'rating',
  scope: { rated: true },
  filters: [TAGS_ANY_OF],
};

/** /category/:slug: that category's posts, paged by `paged`; tags all of, one store. */
export function archiveWidget(category: { id: number; name: string; description: string }): LoopWidget {
  return {
    id: 'archive',
    title: category.name,
    headingLevel: 1,
    intro: category.description,
    perPage: CONTENT_POSTS_PER_PAGE,
    pagination: 'paged',
    order: 'newest',
    scope: { categoryId: category.id },
    filters: [TAGS_ALL_OF, STORE],
  };
}

/** Document ids (spec 7.4 `post_id`): the home page, the blog, and each category archive after 1000. */
export const HOME_DOCUMENT_ID = 1;
export const BLOG_DOCUMENT_ID = 2;
const CATEGORY_DOCUMENT_BASE = 1000;
export const categoryDocumentId = (categoryId: number): number => CATEGORY_DOCUMENT_BASE + categoryId;

/** The document a refresh names, or null: one of the fixed pages or a category that exists. */
export async function findDocument(db: Sql, postId: number): Promise<LoopDocument | null> {
  if (postId === HOME_DOCUMENT_ID) return { postId, path: '/', widgets: [LATEST_WIDGET] };
  if (postId === BLOG_DOCUMENT_ID) return { postId, path: '/blog', widgets: [BLOG_WIDGET, PICKS_WIDGET] };
  if (postId <= CATEGORY_DOCUMENT_BASE) return null;
  const category = await findCategoryById(db, postId - CATEGORY_DOCUMENT_BASE);
  return category ? { postId, path: `/category/${category.slug}`, widgets: [archiveWidget(category)] } : null;
}

/** The widget's filters with their ids and operators (spec 3.13: filters are kept by filter id). */
export function filterSettings(widget: LoopWidget): LoopFilterSetting[] {
  return widget.filters.map((f) => ({
    filterId: `${widget.id}-${f.taxonomy}`,
    taxonomy: f.taxonomy,
    operator: filterOperator(f.multiple, f.logicalCombination),
  }));
}
