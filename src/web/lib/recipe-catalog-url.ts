import { catalogueSorts, recipeListSorts, type CatalogueSort, type RecipeListSort } from '../../shared/recipe-rules.ts';
import { dietaryNeeds, type DietaryNeed } from '../../shared/dietary-needs.ts';

/**
 * The Recipe Catalog page keeps everything a person might share or come back to in its URL's query: the tab,
 * the search and filters, the recipe open in the details dialog, the editor and the import dialog. Opening a
 * recipe pushes a history entry, so the back button closes it and a copied link opens it again.
 */
export const catalogueTabs = ['all', 'mine'] as const;
export type CatalogueTab = (typeof catalogueTabs)[number];

export const myRecipeFilters = ['all', 'favourites', 'eat-this-week', 'not-cooked-lately', 'household', 'deleted'] as const;
export type MyRecipeFilter = (typeof myRecipeFilters)[number];

export const maxMinuteChoices = [15, 30, 45, 60, 90] as const;

export interface CatalogueView {
  tab: CatalogueTab;
  q: string;
  tags: string[];
  dietary: DietaryNeed[];
  maxMinutes: number | null;
  /** Only recipes that suit everyone at home (`suits=household`): their needs are read by the server. */
  suitsHousehold: boolean;
  sort: CatalogueSort | null;
  filter: MyRecipeFilter;
  /** On "My recipes": the collection shown instead of the filtered list (docs/decisions/0078-collections.md). */
  collection: string | null;
  /** My recipes' order (`order=rating`): newest first unless it says. */
  order: RecipeListSort;
  /**
   * The recipe in the details dialog: a catalogue id on "All recipes", one of the user's own (or a household
   * member's, read-only) on "My recipes".
   */
  open: string | null;
  /** The editor: 'new' or the id of one of the user's recipes. */
  edit: string | null;
  importing: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/** Reads the view from the query; anything unknown or malformed falls back to the default, never throws. */
export function readCatalogueView(params: URLSearchParams): CatalogueView {
  const minutes = Number(params.get('maxMinutes'));
  const sort = params.get('sort');
  return {
    tab: oneOf(catalogueTabs, params.get('tab'), 'all'),
    q: (params.get('q') ?? '').slice(0, 200),
    tags: [...new Set(list(params.get('tags')))].slice(0, 10),
    dietary: [...new Set(list(params.get('dietary')))].filter((d): d is DietaryNeed => (dietaryNeeds as readonly string[]).includes(d)),
    maxMinutes: Number.isInteger(minutes) && minutes > 0 ? minutes : null,
    suitsHousehold: params.get('suits') === 'household',
    sort: sort && (catalogueSorts as readonly string[]).includes(sort) ? (sort as CatalogueSort) : null,
    filter: oneOf(myRecipeFilters, params.get('filter'), 'all'),
    collection: params.get('collection') || null,
    order: oneOf(recipeListSorts, params.get('order'), 'newest'),
    open: params.get('open') || null,
    edit: params.get('edit') || null,
    importing: params.get('import') === '1',
  };
}

/** The query for a view, with defaults left out so URLs stay short. */
export function writeCatalogueView(view: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'all') params.set('tab', view.tab);
  if (view.tab === 'all') {
    if (view.q.trim()) params.set('q', view.q);
    if (view.tags.length) params.set('tags', view.tags.join(','));
    if (view.dietary.length) params.set('dietary', view.dietary.join(','));
    if (view.maxMinutes !== null) params.set('maxMinutes', String(view.maxMinutes));
    if (view.suitsHousehold) params.set('suits', 'household');
    if (view.sort) params.set('sort', view.sort);
  } else if (view.collection) {
    params.set('collection', view.collection);
  } else {
    if (view.filter !== 'all') params.set('filter', view.filter);
    if (view.order !== 'newest') params.set('order', view.order);
  }
  if (view.open) params.set('open', view.open);
  if (view.edit) params.set('edit', view.edit);
  if (view.importing) params.set('import', '1');
  return params;
}

/** The query string (with its "?") of `view` changed by `patch`. */
export function catalogueHref(view: CatalogueView, patch: Partial<CatalogueView>): string {
  const query = writeCatalogueView({ ...view, ...patch }).toString();
  return query ? `?${query}` : '?';
}
