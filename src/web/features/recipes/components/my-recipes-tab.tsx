import { Link } from 'react-router';
import type { Recipe } from '../../../../shared/recipes.ts';
import { RESTORE_DAYS } from '../../../../shared/recipe-rules.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeletedRecipes } from '../../../api/recipes/list-deleted-recipes.ts';
import { useRecipeList } from '../../../api/recipes/list-recipes.ts';
import { useRestoreRecipe } from '../../../api/recipes/restore-recipe.ts';
import { useToggleRecipe } from '../../../api/recipes/toggle-recipe.ts';
import { catalogueHref, myRecipeFilters, type CatalogueView, type MyRecipeFilter } from '../../../lib/recipe-catalog-url.ts';
import { MyRecipeCard } from './my-recipe-card.tsx';
import { messageOf, useRecipeErrors } from '../../../components/recipe/recipe-errors.tsx';
import { restoredText, useDeleteWithUndo } from './use-delete-with-undo.ts';
import { formatMoment } from '../../../lib/date-format.ts';

const filterLabels: Record<MyRecipeFilter, string> = {
  all: 'All',
  favourites: 'Favourites',
  'eat-this-week': 'Eat this week',
  deleted: 'Recently deleted',
};

const DAY_MS = 24 * 60 * 60 * 1000;

function restorableUntil(recipe: Recipe): string {
  const deleted = recipe.deletedAt ? Date.parse(recipe.deletedAt) : Date.now();
  return formatMoment(new Date(deleted + RESTORE_DAYS * DAY_MS), 'dayMonth');
}

function FilterChoice({ value, onChange }: { value: MyRecipeFilter; onChange: (filter: MyRecipeFilter) => void }) {
  return (
    <fieldset className="fieldset segmented">
      <legend className="visually-hidden">Show</legend>
      {myRecipeFilters.map((filter) => (
        <label key={filter} className="segmented__option">
          <input type="radio" name="my-recipes-filter" value={filter} checked={value === filter} onChange={() => onChange(filter)} />
          <span>{filterLabels[filter]}</span>
        </label>
      ))}
    </fieldset>
  );
}

function DeletedList() {
  const { report, clear } = useRecipeErrors();
  const deleted = useDeletedRecipes();
  const restore = useRestoreRecipe();
  const toast = useToast();
  if (deleted.isPending) return <Skeleton count={3} label="Loading recently deleted recipes…" />;
  const recipes = deleted.data?.pages.flatMap((page) => page.recipes) ?? [];
  if (deleted.isError)
    return (
      <LoadError
        what="recently deleted recipes"
        detail={messageOf(deleted.error)}
        retrying={deleted.isFetching}
        onRetry={() => void deleted.refetch()}
      />
    );
  return (
    <>
      <p className="muted">Deleted recipes stay here for {RESTORE_DAYS} days, then they are gone for good.</p>
      {recipes.length === 0 ? (
        <EmptyState title="Nothing deleted recently">
          Recipes you delete wait here for {RESTORE_DAYS} days, in case you change your mind.
        </EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Recently deleted recipes">
          {recipes.map((recipe) => (
            <li key={recipe.id} className="deleted-row">
              <span className="deleted-row__title">{recipe.title}</span>
              <span className="small muted">Can be restored until {restorableUntil(recipe)}</span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Restore ${recipe.title}`}
                onClick={() =>
                  restore.mutate(recipe.id, {
                    onSuccess: () => {
                      clear();
                      toast.success(restoredText(recipe.title));
                    },
                    onError: report,
                  })
                }
              >
                <span>Restore</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleted.hasNextPage ? (
        <div className="actions actions--center">
          <button
            type="button"
            className="button button--secondary"
            disabled={deleted.isFetchingNextPage}
            onClick={() => void deleted.fetchNextPage()}
          >
            <span>{deleted.isFetchingNextPage ? 'Loading more…' : 'Show more'}</span>
          </button>
        </div>
      ) : null}
    </>
  );
}

/** "My recipes": the personal collection, filtered; new, import, edit, delete and Recently deleted. */
export function MyRecipesTab({ view, onChange }: { view: CatalogueView; onChange: (patch: Partial<CatalogueView>) => void }) {
  const { report } = useRecipeErrors();
  const listFilter = view.filter === 'deleted' ? 'all' : view.filter;
  const list = useRecipeList(listFilter, view.filter !== 'deleted');
  const toggle = useToggleRecipe(report);
  const { deleteRecipe } = useDeleteWithUndo();
  const recipes = list.data?.pages.flatMap((page) => page.recipes) ?? [];

  return (
    <>
      <div className="toolbar">
        <FilterChoice value={view.filter} onChange={(filter) => onChange({ filter })} />
        <div className="toolbar__actions">
          <Link to={catalogueHref(view, { edit: 'new' })} state={{ modal: true }} className="button button--primary">
            New recipe
          </Link>
          <Link to={catalogueHref(view, { importing: true })} state={{ modal: true }} className="button button--secondary">
            Import recipe
          </Link>
        </div>
      </div>
      {view.filter === 'deleted' ? (
        <DeletedList />
      ) : list.isPending ? (
        <Skeleton variant="cards" count={3} label="Loading your recipes…" />
      ) : list.isError ? (
        <LoadError what="your recipes" detail={messageOf(list.error)} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : recipes.length === 0 ? (
        <EmptyState
          title={view.filter === 'all' ? 'No recipes yet' : `Nothing in ${filterLabels[view.filter]} yet`}
          action={
            view.filter === 'all' ? (
              <Link to={catalogueHref(view, { tab: 'all' })} className="button button--secondary">
                Browse all recipes
              </Link>
            ) : null
          }
        >
          {view.filter === 'all'
            ? 'Save recipes from All recipes, write your own with New recipe, or bring one in from a web page with Import recipe.'
            : 'Mark recipes with the buttons on their cards to see them here.'}
        </EmptyState>
      ) : (
        <>
          <ul className="recipe-grid" aria-label="My recipes">
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                <MyRecipeCard
                  recipe={recipe}
                  href={catalogueHref(view, { open: recipe.id })}
                  editHref={catalogueHref(view, { edit: recipe.id })}
                  onMark={(mark) => toggle(recipe.id, mark)}
                  onDelete={() => deleteRecipe(recipe)}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="actions actions--center">
              <button
                type="button"
                className="button button--secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                <span>{list.isFetchingNextPage ? 'Loading more…' : 'Show more'}</span>
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
