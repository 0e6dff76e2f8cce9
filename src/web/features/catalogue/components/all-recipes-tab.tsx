import { useState } from 'react';
import { Link } from 'react-router';
import { NewCollectionDialog } from '../../../components/collections/new-collection-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { catalogueHref, writeCatalogueView, type CatalogueView } from '../../../lib/recipe-catalog-url.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { T } from '../../../lib/i18n/t.tsx';
import { catalogueSearchParams, useCatalogueSearch } from '../../../api/catalogue/search-catalogue.ts';
import { useCatalogueMarks } from '../../../api/catalogue/save-catalogue-recipe.ts';
import { CatalogueCard } from './catalogue-card.tsx';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { messageOf, useRecipeErrors } from '../../../components/recipe/recipe-errors.tsx';
import { HouseholdNeedsNote, useHouseholdChoiceOffered } from '../../../components/recipe/household-needs-choice.tsx';

/** "All recipes": the shared catalogue, searched and filtered from the URL, a page at a time. */
export function AllRecipesTab({ view, onChange }: { view: CatalogueView; onChange: (patch: Partial<CatalogueView>) => void }) {
  const t = useT();
  const { report } = useRecipeErrors();
  const search = useCatalogueSearch(catalogueSearchParams(view));
  const marks = useCatalogueMarks(report);
  const toast = useToast();
  const recipes = search.data?.pages.flatMap((page) => page.recipes) ?? [];
  // The server's "Did you mean …" for a search that found nothing: a misspelt word corrected ("bananna" → banana).
  const suggestion = search.data?.pages[0]?.suggestion ?? null;
  const householdChoice = useHouseholdChoiceOffered(view.suitsHousehold);
  const [savingSearch, setSavingSearch] = useState(false);
  // The search as this page keeps it in its address: what a smart collection runs again (docs/decisions/0078).
  const searchQuery = writeCatalogueView({ ...view, tab: 'all', open: null, edit: null, importing: false }).toString();

  return (
    <>
      <CatalogueFilters view={view} onChange={onChange} householdChoice={householdChoice} />
      {searchQuery ? (
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={() => setSavingSearch(true)}>
            <span>{t('collections.saveSearch.button')}</span>
          </button>
        </div>
      ) : null}
      {savingSearch ? <NewCollectionDialog search={searchQuery} onClose={() => setSavingSearch(false)} /> : null}
      {view.suitsHousehold ? <HouseholdNeedsNote needs={search.data?.pages[0]?.householdNeeds} /> : null}
      {search.isPending ? (
        <Skeleton variant="cards" count={6} label={t('catalogue.list.loading')} />
      ) : search.isError ? (
        <LoadError
          what={t('catalogue.list.what')}
          detail={messageOf(search.error)}
          retrying={search.isFetching}
          onRetry={() => void search.refetch()}
        />
      ) : recipes.length === 0 ? (
        <EmptyState
          title={t('catalogue.list.emptyTitle')}
          action={
            <Button variant="secondary" onClick={() => onChange({ q: '', tags: [], dietary: [], maxMinutes: null, suitsHousehold: false })}>
              {t('catalogue.list.clearAll')}
            </Button>
          }
        >
          {suggestion ? (
            <T
              k="catalogue.list.didYouMean"
              values={{ suggestion }}
              components={{ 0: <Link to={catalogueHref(view, { q: suggestion })} />, 1: <strong /> }}
            />
          ) : (
            t('catalogue.list.emptyHint')
          )}
        </EmptyState>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {search.hasNextPage
              ? t('catalogue.list.foundAtLeast', { count: recipes.length })
              : t('catalogue.list.found', { count: recipes.length })}
          </p>
          <ul className="recipe-grid" aria-label={t('catalogue.list.label')}>
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                <CatalogueCard
                  recipe={recipe}
                  href={catalogueHref(view, { open: recipe.id })}
                  onMark={(mark) =>
                    marks.mutate(
                      { catalogueId: recipe.id, saved: recipe.saved, mark },
                      // The first mark also saves a copy to My recipes: say so, since the card does not show it.
                      {
                        onSuccess: () =>
                          recipe.saved ? undefined : toast.success(t('catalogue.list.savedToast', { title: recipe.title })),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
          {search.hasNextPage ? (
            <div className="actions actions--center">
              <button
                type="button"
                className="button button--secondary"
                disabled={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                <span>{search.isFetchingNextPage ? t('catalogue.list.loadingMore') : t('catalogue.list.showMore')}</span>
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
