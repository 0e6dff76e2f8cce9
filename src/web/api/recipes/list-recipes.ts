import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../shared/paging.ts';
import type { RecipeListSort } from '../../../shared/recipe-rules.ts';
import type { RecipeListFilter, RecipeRead } from '../../../shared/recipes.ts';
import { apiRequestPage } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

export interface RecipePage {
  /** The person's own, or with the `household` filter the other members' (which say whose they are). */
  recipes: RecipeRead[];
  nextCursor: string | null;
}

/**
 * GET /api/recipes?filter&limit&cursor: a page of the person's own recipes (or with `household` the other members'
 * that are not private), newest first, deleted ones left out, and the next page's cursor. The server may send fewer than `limit` (a page is at most about 1 MB).
 */
export async function listRecipes(
  page: { filter: RecipeListFilter; sort?: RecipeListSort; limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<RecipePage> {
  const { data, nextCursor } = await apiRequestPage<RecipeRead[]>(recipeListAddress(page), { signal });
  return { recipes: data, nextCursor };
}

/** The address listRecipes asks (also preloaded by the server for a page's first reads: app/first-reads.ts). */
export function recipeListAddress({
  filter,
  sort = 'newest',
  limit,
  cursor = null,
}: {
  filter: RecipeListFilter;
  sort?: RecipeListSort;
  limit: number;
  cursor?: string | null;
}) {
  const params = new URLSearchParams({ filter, limit: String(limit) });
  if (sort !== 'newest') params.set('sort', sort);
  if (cursor) params.set('cursor', cursor);
  return `/api/recipes?${params.toString()}`;
}

/** My recipes, a page at a time. */
const PAGE_SIZE = 100;

export const recipeListOptions = (filter: RecipeListFilter, sort: RecipeListSort = 'newest') =>
  infiniteQueryOptions({
    queryKey: recipeKeys.list(filter, sort),
    queryFn: ({ pageParam, signal }) => listRecipes({ filter, sort, limit: PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export type RecipeListData = InfiniteData<RecipePage, string | null>;

export function useRecipeList(filter: RecipeListFilter, enabled = true, sort: RecipeListSort = 'newest') {
  return useInfiniteQuery({ ...recipeListOptions(filter, sort), enabled });
}

export interface RecipeShortlist {
  recipes: RecipeRead[];
  /** There are more than the shortlist shows. */
  more: boolean;
}

/** The first few of a list (the dashboard's favourites and eat-this-week cards). */
export const recipeShortlistOptions = (filter: RecipeListFilter, limit: number) =>
  queryOptions({
    queryKey: recipeKeys.shortlist(filter, limit),
    queryFn: async ({ signal }): Promise<RecipeShortlist> => {
      const { recipes, nextCursor } = await listRecipes({ filter, limit }, signal);
      return { recipes, more: nextCursor !== null };
    },
  });

export function useRecipeShortlist(filter: RecipeListFilter, limit: number) {
  return useQuery(recipeShortlistOptions(filter, limit));
}

/** A collection larger than this many pages (5,000 recipes, the default quota) is not read further in one go. */
const MAX_PAGES = 50;

/** Every page of a list: the planner picks from the whole list and searches it by title in the browser. */
export async function listWholeRecipeList(filter: RecipeListFilter, signal?: AbortSignal): Promise<RecipeRead[]> {
  const recipes: RecipeRead[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { recipes: more, nextCursor }: RecipePage = await listRecipes({ filter, limit: MAX_PAGE_SIZE, cursor }, signal);
    recipes.push(...more);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return recipes;
}

export const wholeRecipeListOptions = (filter: RecipeListFilter) =>
  queryOptions({ queryKey: recipeKeys.whole(filter), queryFn: ({ signal }) => listWholeRecipeList(filter, signal) });

export function useWholeRecipeList(filter: RecipeListFilter, enabled = true) {
  return useQuery({ ...wholeRecipeListOptions(filter), enabled });
}
