import { useState } from 'react';
import { Link } from 'react-router';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import type { Recipe } from '../../../../shared/recipes.ts';
import { NOT_COOKED_FOR_DAYS } from '../../../../shared/cook-log-rules.ts';
import { recipeListSorts, RESTORE_DAYS, type RecipeListSort } from '../../../../shared/recipe-rules.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeletedRecipes } from '../../../api/recipes/list-deleted-recipes.ts';
import { useRecipeList } from '../../../api/recipes/list-recipes.ts';
import { useRestoreRecipe } from '../../../api/recipes/restore-recipe.ts';
import { useToggleRecipe } from '../../../api/recipes/toggle-recipe.ts';
import { catalogueHref, myRecipeFilters, type CatalogueView, type MyRecipeFilter } from '../../../lib/recipe-catalog-url.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ExportRecipesDialog } from './export-recipes-dialog.tsx';
import { MyRecipeCard } from './my-recipe-card.tsx';
import { messageOf, useRecipeErrors } from '../../../components/recipe/recipe-errors.tsx';
import { restoredText, useDeleteWithUndo } from './use-delete-with-undo.ts';
import { formatMoment } from '../../../lib/date-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const filterLabels: Record<MyRecipeFilter, MessageKey> = {
  all: 'recipes.mine.filter.all',
  favourites: 'recipes.mine.filter.favourites',
  'eat-this-week': 'recipes.mine.filter.eatThisWeek',
  'not-cooked-lately': 'recipes.mine.filter.notCookedLately',
  household: 'recipes.mine.filter.household',
  deleted: 'recipes.mine.filter.deleted',
};

/** A filter's empty list, named in one sentence (the filter's name inside it, for translators to place). */
const emptyFilterTitles: Record<Exclude<MyRecipeFilter, 'all' | 'deleted'>, MessageKey> = {
  favourites: 'recipes.mine.emptyFavourites',
  'eat-this-week': 'recipes.mine.emptyEatThisWeek',
  'not-cooked-lately': 'recipes.mine.emptyNotCookedLately',
  household: 'recipes.mine.emptyHousehold',
};

/** What an empty list says beside its title. */
const emptyTexts: Record<Exclude<MyRecipeFilter, 'deleted'>, MessageKey> = {
  all: 'recipes.mine.emptyText',
  favourites: 'recipes.mine.emptyFilterText',
  'eat-this-week': 'recipes.mine.emptyFilterText',
  'not-cooked-lately': 'recipes.mine.emptyNotCookedLatelyText',
  household: 'recipes.mine.emptyHouseholdText',
};

const sortLabels: Record<RecipeListSort, MessageKey> = {
  newest: 'recipes.mine.sort.newest',
  rating: 'recipes.mine.sort.rating',
};

const DAY_MS = 24 * 60 * 60 * 1000;

function restorableUntil(recipe: Recipe): string {
  const deleted = recipe.deletedAt ? Date.parse(recipe.deletedAt) : Date.now();
  return formatMoment(new Date(deleted + RESTORE_DAYS * DAY_MS), 'dayMonth');
}

function FilterChoice({ value, onChange }: { value: MyRecipeFilter; onChange: (filter: MyRecipeFilter) => void }) {
  const t = useT();
  return (
    <fieldset className="fieldset segmented">
      <legend className="visually-hidden">{t('recipes.mine.filterLegend')}</legend>
      {myRecipeFilters.map((filter) => (
        <label key={filter} className="segmented__option">
          <input type="radio" name="my-recipes-filter" value={filter} checked={value === filter} onChange={() => onChange(filter)} />
          <span>{t(filterLabels[filter])}</span>
        </label>
      ))}
    </fieldset>
  );
}

function DeletedList() {
  const t = useT();
  const { report, clear } = useRecipeErrors();
  const deleted = useDeletedRecipes();
  const restore = useRestoreRecipe();
  const toast = useToast();
  if (deleted.isPending) return <Skeleton count={3} label={t('recipes.deleted.loading')} />;
  const recipes = deleted.data?.pages.flatMap((page) => page.recipes) ?? [];
  if (deleted.isError)
    return (
      <LoadError
        what={t('recipes.deleted.what')}
        detail={messageOf(deleted.error)}
        retrying={deleted.isFetching}
        onRetry={() => void deleted.refetch()}
      />
    );
  return (
    <>
      <p className="muted">{t('recipes.deleted.lead', { days: RESTORE_DAYS })}</p>
      {recipes.length === 0 ? (
        <EmptyState title={t('recipes.deleted.emptyTitle')}>{t('recipes.deleted.emptyText', { days: RESTORE_DAYS })}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('recipes.deleted.listLabel')}>
          {recipes.map((recipe) => (
            <li key={recipe.id} className="deleted-row">
              <span className="deleted-row__title">{recipe.title}</span>
              <span className="small muted">{t('recipes.deleted.restorableUntil', { date: restorableUntil(recipe) })}</span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('recipes.deleted.restoreNamed', { title: recipe.title })}
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
                <span>{t('recipes.deleted.restore')}</span>
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
            <span>{deleted.isFetchingNextPage ? t('recipes.mine.loadingMore') : t('recipes.mine.showMore')}</span>
          </button>
        </div>
      ) : null}
    </>
  );
}

/** "My recipes": the personal collection, filtered; new, import, edit, delete and Recently deleted. */
export function MyRecipesTab({ view, onChange }: { view: CatalogueView; onChange: (patch: Partial<CatalogueView>) => void }) {
  const t = useT();
  const { report } = useRecipeErrors();
  const listFilter = view.filter === 'deleted' ? 'all' : view.filter;
  // The household's recipes are not rated by their reader's own log in this list: they keep the newest order.
  const order = view.filter === 'household' ? 'newest' : view.order;
  const list = useRecipeList(listFilter, view.filter !== 'deleted', order);
  const toggle = useToggleRecipe(report);
  const { deleteRecipe } = useDeleteWithUndo();
  const recipes = list.data?.pages.flatMap((page) => page.recipes) ?? [];
  const [exporting, setExporting] = useState(false);

  return (
    <>
      {exporting ? <ExportRecipesDialog onClose={() => setExporting(false)} /> : null}
      <div className="toolbar">
        <FilterChoice value={view.filter} onChange={(filter) => onChange({ filter })} />
        {view.filter === 'deleted' || view.filter === 'household' ? null : (
          <SelectField
            label={t('recipes.mine.sortLabel')}
            value={view.order}
            options={recipeListSorts.map((sort) => ({ value: sort, label: t(sortLabels[sort]) }))}
            onChange={(event) => onChange({ order: event.target.value === 'rating' ? 'rating' : 'newest' })}
          />
        )}
        <div className="toolbar__actions">
          <Link to={catalogueHref(view, { edit: 'new' })} state={{ modal: true }} className="button button--primary">
            {t('recipes.mine.newRecipe')}
          </Link>
          <Link to={catalogueHref(view, { importing: true })} state={{ modal: true }} className="button button--secondary">
            {t('recipes.mine.importRecipe')}
          </Link>
          <Button variant="secondary" onClick={() => setExporting(true)}>
            {t('recipes.export.open')}
          </Button>
        </div>
      </div>
      {view.filter === 'deleted' ? (
        <DeletedList />
      ) : list.isPending ? (
        <Skeleton variant="cards" count={3} label={t('recipes.mine.loading')} />
      ) : list.isError ? (
        <LoadError
          what={t('recipes.mine.what')}
          detail={messageOf(list.error)}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : recipes.length === 0 ? (
        <EmptyState
          title={view.filter === 'all' ? t('recipes.mine.emptyTitle') : t(emptyFilterTitles[view.filter])}
          action={
            view.filter === 'all' ? (
              <Link to={catalogueHref(view, { tab: 'all' })} className="button button--secondary">
                {t('recipes.mine.browseAll')}
              </Link>
            ) : null
          }
        >
          {t(emptyTexts[view.filter], { days: NOT_COOKED_FOR_DAYS })}
        </EmptyState>
      ) : (
        <>
          <ul className="recipe-grid" aria-label={t('recipes.mine.listLabel')}>
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
                <span>{list.isFetchingNextPage ? t('recipes.mine.loadingMore') : t('recipes.mine.showMore')}</span>
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
