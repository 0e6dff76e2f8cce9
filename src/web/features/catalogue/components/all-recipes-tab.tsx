import { Loading } from '../../../components/ui/loading.tsx';
import { catalogueHref, type CatalogueView } from '../catalogue-url.ts';
import { catalogueSearchParams, useCatalogueSearch } from '../api/search-catalogue.ts';
import { useCatalogueMarks } from '../api/toggle-recipe.ts';
import { CatalogueCard } from './catalogue-card.tsx';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { messageOf, useRecipeErrors } from './recipe-errors.tsx';

/** "All recipes": the shared catalogue, searched and filtered from the URL, a page at a time. */
export function AllRecipesTab({ view, onChange }: { view: CatalogueView; onChange: (patch: Partial<CatalogueView>) => void }) {
  const { report } = useRecipeErrors();
  const search = useCatalogueSearch(catalogueSearchParams(view));
  const marks = useCatalogueMarks(report);
  const recipes = search.data?.pages.flatMap((page) => page.recipes) ?? [];

  return (
    <>
      <CatalogueFilters view={view} onChange={onChange} />
      {search.isPending ? (
        <Loading inline />
      ) : search.isError ? (
        <div role="alert" className="alert alert--error">
          <p className="alert__body">Could not load recipes: {messageOf(search.error)}</p>
        </div>
      ) : recipes.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">No recipes match</p>
          <p className="muted">Try fewer words, or clear the filters.</p>
        </div>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {recipes.length}
            {search.hasNextPage ? ' or more' : ''} recipes found
          </p>
          <ul className="recipe-grid" aria-label="Recipes">
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                <CatalogueCard
                  recipe={recipe}
                  href={catalogueHref(view, { open: recipe.id })}
                  onMark={(mark) => marks.mutate({ catalogueId: recipe.id, saved: recipe.saved, mark })}
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
                <span>{search.isFetchingNextPage ? 'Loading more…' : 'Show more recipes'}</span>
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
