import { useId, useState } from 'react';
import { useCollections } from '../../api/collections/list-collections.ts';
import { usePutInCollection } from '../../api/collections/put-in-collection.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { messageOf } from '../recipe/recipe-errors.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { useToast } from '../ui/toast.tsx';

/**
 * `Add to collection` inside a recipe's dialog: the person's own manual collections as checkboxes, each ticked when
 * it holds the recipe; a tick puts it in at once, an untick takes it out. A household member's shared collection is
 * theirs to fill, and a smart one fills itself, so neither is offered.
 */
export function AddToCollectionSection({ recipeId, title }: { recipeId: string; title: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const groupId = useId();
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={open ? groupId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{t('collections.add.button')}</span>
      </button>
      {open ? <CollectionChoices id={groupId} recipeId={recipeId} title={title} /> : null}
    </>
  );
}

function CollectionChoices({ id, recipeId, title }: { id: string; recipeId: string; title: string }) {
  const t = useT();
  const toast = useToast();
  const list = useCollections(recipeId);
  const put = usePutInCollection();
  // What was just ticked, shown at once while the list is asked again.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  // Errors stay beside what failed (not a toast): why the box went back as it was.
  const [failure, setFailure] = useState<string | null>(null);
  const own = list.data?.collections.filter((c) => c.mine && c.kind === 'manual') ?? [];
  if (list.isPending) return <Skeleton count={2} label={t('collections.add.loading')} />;
  if (list.isError)
    return (
      <p id={id} role="alert" className="alert alert--error">
        {messageOf(list.error)}
      </p>
    );
  return (
    <fieldset id={id} className="fieldset collection-choices">
      <legend>{t('collections.add.legend', { title })}</legend>
      {failure ? (
        <p role="alert" className="alert alert--error">
          {failure}
        </p>
      ) : null}
      {own.length === 0 ? (
        <p className="muted">{t('collections.add.none')}</p>
      ) : (
        own.map((collection) => {
          const checked = ticked[collection.id] ?? collection.hasRecipe === true;
          return (
            <label key={collection.id} className="choice">
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) => {
                  const inside = event.target.checked;
                  setTicked((was) => ({ ...was, [collection.id]: inside }));
                  setFailure(null);
                  put.mutate(
                    { collectionId: collection.id, recipeId, inside },
                    {
                      onSuccess: () =>
                        toast.success(t(inside ? 'collections.add.added' : 'collections.add.removed', { name: collection.name })),
                      onError: (cause) => {
                        setTicked((was) => ({ ...was, [collection.id]: !inside }));
                        setFailure(messageOf(cause));
                      },
                    },
                  );
                }}
              />
              <span className="choice__label">{collection.name}</span>
            </label>
          );
        })
      )}
    </fieldset>
  );
}
