import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routing.ts';
import type { CollectionRecipe } from '../../../../shared/collections.ts';
import { useCollectionRecipes } from '../../../api/collections/collection-recipes.ts';
import { useDeleteCollection } from '../../../api/collections/delete-collection.ts';
import { CardPicture } from '../../../components/recipe-art/card-picture.tsx';
import { messageOf } from '../../../components/recipe/recipe-errors.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { catalogueHref, type CatalogueView } from '../../../lib/recipe-catalog-url.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Where a recipe of the collection opens: a catalogue one on All recipes, the others over the collection. */
function recipeHref(view: CatalogueView, recipe: CollectionRecipe): string {
  if (recipe.source === 'catalogue')
    return catalogueHref({ ...view, tab: 'all', collection: null }, { open: recipe.id, edit: null, importing: false });
  return catalogueHref(view, { open: recipe.id });
}

function CollectionCard({ view, recipe }: { view: CatalogueView; recipe: CollectionRecipe }) {
  const t = useT();
  const from =
    recipe.source === 'catalogue'
      ? t('collections.source.catalogue')
      : recipe.source === 'household'
        ? t('recipes.card.from', { name: recipe.ownerName ?? '' })
        : null;
  return (
    <article className="recipe-card" aria-labelledby={`collected-${recipe.id}`}>
      <CardPicture recipe={{ thumbnailUrl: recipe.thumbnailUrl, title: recipe.title, tags: [] }} />
      <div className="recipe-card__content">
        <h3 className="recipe-card__title" id={`collected-${recipe.id}`}>
          <Link to={recipeHref(view, recipe)} state={{ modal: true }} className="recipe-card__link">
            {recipe.title}
          </Link>
        </h3>
        {from ? <p className="small muted">{from}</p> : null}
        {recipe.description ? <p className="recipe-card__description">{recipe.description}</p> : null}
      </div>
    </article>
  );
}

/** One collection on My recipes: its recipes (a smart one's search run now), where it comes from, and Delete. */
export function CollectionView({ view, id, onGone }: { view: CatalogueView; id: string; onGone: () => void }) {
  const t = useT();
  const toast = useToast();
  const query = useCollectionRecipes(id);
  const remove = useDeleteCollection();
  const [confirming, setConfirming] = useState(false);
  if (query.isPending) return <Skeleton variant="cards" count={3} label={t('collections.open.loading')} />;
  if (query.isError)
    return (
      <LoadError
        what={t('collections.open.what')}
        detail={messageOf(query.error)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  const collection = query.data.pages[0]?.collection;
  if (!collection) return null;
  const recipes = query.data.pages.flatMap((page) => page.recipes);
  return (
    <section className="collection-view" aria-labelledby={`collection-${collection.id}`}>
      <div className="toolbar">
        <div>
          <h2 id={`collection-${collection.id}`}>{collection.name}</h2>
          <p className="muted small">
            {[
              collection.kind === 'smart' ? t('collections.smart') : null,
              collection.mine
                ? collection.shared
                  ? t('collections.sharedBadge')
                  : null
                : t('collections.sharedBy', { name: collection.ownerName ?? '' }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="toolbar__actions">
          {collection.search !== null ? (
            <Link to={`${paths.recipeCatalog}?${collection.search}`} className="button button--secondary">
              {t('collections.open.openSearch')}
            </Link>
          ) : null}
          {collection.mine ? (
            <button type="button" className="button button--ghost button--danger-text" onClick={() => setConfirming(true)}>
              <span>{t('collections.open.delete')}</span>
            </button>
          ) : null}
        </div>
      </div>
      {recipes.length === 0 ? (
        <EmptyState title={collection.kind === 'smart' ? t('collections.open.smartEmpty') : t('collections.open.empty')} />
      ) : (
        <ul className="recipe-grid" aria-label={t('collections.open.recipesLabel', { name: collection.name })}>
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <CollectionCard view={view} recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="actions actions--center">
          <button
            type="button"
            className="button button--secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            <span>{t('collections.showMore')}</span>
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('collections.open.delete')}
          confirmLabel={t('collections.open.delete')}
          danger
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(collection.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('collections.open.deleted', { name: collection.name }));
                onGone();
              },
            })
          }
        >
          <p>{t('collections.open.deleteConfirm', { name: collection.name })}</p>
          {remove.isError ? (
            <p role="alert" className="alert alert--error">
              {messageOf(remove.error)}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
