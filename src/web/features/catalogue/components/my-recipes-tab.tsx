import { useState } from 'react';
import { Link } from 'react-router';
import { RESTORE_DAYS, type Recipe } from '../../../../shared/recipes.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useDeletedRecipes } from '../api/list-deleted-recipes.ts';
import { useRecipeList } from '../api/list-recipes.ts';
import { useDeleteRecipe, useRestoreRecipe } from '../api/recipe-mutations.ts';
import { useToggleRecipe } from '../api/toggle-recipe.ts';
import { catalogueHref, myRecipeFilters, type CatalogueView, type MyRecipeFilter } from '../catalogue-url.ts';
import { MyRecipeCard } from './my-recipe-card.tsx';
import { messageOf, useRecipeErrors } from './recipe-errors.tsx';

const filterLabels: Record<MyRecipeFilter, string> = {
  all: 'All',
  favourites: 'Favourites',
  'eat-this-week': 'Eat this week',
  deleted: 'Recently deleted',
};

const DAY_MS = 24 * 60 * 60 * 1000;

function restorableUntil(recipe: Recipe): string {
  const deleted = recipe.deletedAt ? Date.parse(recipe.deletedAt) : Date.now();
  return new Date(deleted + RESTORE_DAYS * DAY_MS).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });
}

/** After a delete: what happened, with a way back. */
interface Notice {
  text: string;
  undoId?: string;
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
  const [notice, setNotice] = useState<string | null>(null);
  if (deleted.isPending) return <Loading inline />;
  if (deleted.isError) return <p role="alert">Could not load recently deleted recipes: {messageOf(deleted.error)}</p>;
  return (
    <>
      <p className="muted">Deleted recipes stay here for {RESTORE_DAYS} days, then they are gone for good.</p>
      <p role="status" className="status-line">
        {notice}
      </p>
      {deleted.data.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">Nothing deleted recently</p>
        </div>
      ) : (
        <ul className="plain-list" aria-label="Recently deleted recipes">
          {deleted.data.map((recipe) => (
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
                      setNotice(`“${recipe.title}” is back in My recipes.`);
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
    </>
  );
}

/** "My recipes": the personal collection, filtered; new, import, edit, delete and Recently deleted. */
export function MyRecipesTab({ view, onChange }: { view: CatalogueView; onChange: (patch: Partial<CatalogueView>) => void }) {
  const { report, clear } = useRecipeErrors();
  const listFilter = view.filter === 'deleted' ? 'all' : view.filter;
  const list = useRecipeList(listFilter, view.filter !== 'deleted');
  const toggle = useToggleRecipe(report);
  const remove = useDeleteRecipe();
  const restore = useRestoreRecipe();
  const [notice, setNotice] = useState<Notice | null>(null);
  const recipes = list.data?.pages.flatMap((page) => page.recipes) ?? [];

  const onDelete = (recipe: Recipe) =>
    remove.mutate(recipe.id, {
      onSuccess: () => {
        clear();
        setNotice({ text: `“${recipe.title}” moved to Recently deleted.`, undoId: recipe.id });
      },
      onError: report,
    });

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
      <div role="status" className="status-line">
        {notice ? (
          <>
            {notice.text}{' '}
            {notice.undoId ? (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  notice.undoId &&
                  restore.mutate(notice.undoId, {
                    onSuccess: () => setNotice({ text: 'Restored.' }),
                    onError: report,
                  })
                }
              >
                Undo
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      {view.filter === 'deleted' ? (
        <DeletedList />
      ) : list.isPending ? (
        <Loading inline />
      ) : list.isError ? (
        <p role="alert">Could not load your recipes: {messageOf(list.error)}</p>
      ) : recipes.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{view.filter === 'all' ? 'No recipes yet' : `Nothing in ${filterLabels[view.filter]} yet`}</p>
          <p className="muted">
            {view.filter === 'all'
              ? 'Save recipes from All recipes, write your own with New recipe, or bring one in from a web page with Import recipe.'
              : 'Mark recipes with the buttons on their cards to see them here.'}
          </p>
        </div>
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
                  onDelete={() => onDelete(recipe)}
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
