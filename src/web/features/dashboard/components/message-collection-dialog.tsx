import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { RecipePicture } from '../../../components/recipe-art/recipe-picture.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMessageCollection } from '../../../api/me/get-message-collection.ts';
import { formatMoment } from '../../../lib/date-format.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { catalogueRecipeHref } from '../../../lib/recipe-hrefs.ts';

/**
 * The collection a champion's message recommends, read-only and as it was posted (docs/decisions/0087): its catalogue
 * recipes, each opening in the catalogue's dialog, where it can be saved to My recipes as any catalogue recipe can.
 * A dialog on the dashboard rather than a page of its own: it lives in the dashboard's chunk.
 */
export function MessageCollectionDialog({ messageId, name, onClose }: { messageId: string; name: string; onClose: () => void }) {
  const t = useT();
  const collection = useMessageCollection(messageId);
  return (
    <Dialog
      title={collection.data?.name ?? name}
      subtitle={
        collection.data
          ? t('messages.collectionPostedBy', {
              name: collection.data.championName,
              date: formatMoment(collection.data.postedAt, 'dateTime'),
            })
          : undefined
      }
      onClose={onClose}
    >
      {collection.isPending ? (
        <Skeleton />
      ) : collection.isError ? (
        <Alert>
          {t('messages.collectionLoadError', { reason: errorMessageOf(collection.error) ?? t('dashboard.sectionError.unknown') })}{' '}
          <Button variant="secondary" busy={collection.isFetching} onClick={() => void collection.refetch()}>
            {t('components.loadError.retry')}
          </Button>
        </Alert>
      ) : collection.data.recipes.length === 0 ? (
        <p className="muted">{t('messages.collectionEmpty')}</p>
      ) : (
        <ul className="recipe-shortlist" aria-label={t('messages.collectionRecipesLabel', { name: collection.data.name })}>
          {collection.data.recipes.map((recipe) => (
            <li key={recipe.id} className="recipe-shortlist__item">
              <RecipePicture
                photoUrl={recipe.thumbnailUrl}
                title={recipe.title}
                className="recipe-shortlist__photo"
                width={48}
                height={48}
              />
              <span className="champion-card__recommendation">
                <Link to={catalogueRecipeHref(recipe.id)} className="recipe-shortlist__link">
                  {recipe.title}
                </Link>
                {recipe.saved ? <span className="muted small">{t('messages.collectionSaved')}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
