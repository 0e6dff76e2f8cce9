import { useState } from 'react';
import { Link } from 'react-router';
import type { Collection } from '../../../../shared/collections.ts';
import { useCollections } from '../../../api/collections/list-collections.ts';
import { NewCollectionDialog } from '../../../components/collections/new-collection-dialog.tsx';
import { catalogueHref, type CatalogueView } from '../../../lib/recipe-catalog-url.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** What a collection's link says under its name: how many recipes, or that a search fills it; whose, when shared. */
function useCollectionDetail() {
  const t = useT();
  return (collection: Collection) =>
    [
      collection.kind === 'smart' ? t('collections.smart') : t('collections.count', { count: collection.recipeCount ?? 0 }),
      collection.mine ? null : t('collections.sharedBy', { name: collection.ownerName ?? '' }),
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * My recipes' collections: `New collection`, and each collection (the person's own, then those their household
 * shares) as a link that opens it in place of the list, kept in the address (`collection=`).
 */
export function CollectionShelf({ view, onOpen }: { view: CatalogueView; onOpen: (id: string | null) => void }) {
  const t = useT();
  const list = useCollections();
  const detail = useCollectionDetail();
  const [creating, setCreating] = useState(false);
  const collections = list.data?.collections ?? [];
  return (
    <section className="collection-shelf" aria-labelledby="collection-shelf-heading">
      <div className="collection-shelf__head">
        <h2 id="collection-shelf-heading" className="collection-shelf__heading">
          {t('collections.heading')}
        </h2>
        <button type="button" className="button button--secondary" onClick={() => setCreating(true)}>
          <span>{t('collections.new')}</span>
        </button>
      </div>
      {collections.length > 0 ? (
        <ul className="collection-shelf__list" aria-label={t('collections.listLabel')}>
          {view.collection ? (
            <li>
              <Link to={catalogueHref(view, { collection: null, open: null })} className="collection-link">
                <span className="collection-link__name">{t('collections.open.back')}</span>
              </Link>
            </li>
          ) : null}
          {collections.map((collection) => (
            <li key={collection.id}>
              <Link
                to={catalogueHref(view, { collection: collection.id, open: null })}
                className="collection-link"
                aria-current={view.collection === collection.id ? 'page' : undefined}
              >
                <span className="collection-link__name">{collection.name}</span>
                <span className="collection-link__detail">{detail(collection)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {creating ? <NewCollectionDialog onClose={() => setCreating(false)} onCreated={(made) => onOpen(made.id)} /> : null}
    </section>
  );
}
