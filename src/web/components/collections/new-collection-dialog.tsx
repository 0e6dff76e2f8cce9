import { useState } from 'react';
import { collectionLimits, type CollectionKind } from '../../../shared/collection-rules.ts';
import type { Collection } from '../../../shared/collections.ts';
import { useCreateCollection } from '../../api/collections/create-collection.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { messageOf } from '../recipe/recipe-errors.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useToast } from '../ui/toast.tsx';

/**
 * Makes a collection: on My recipes a manual one (`New collection`), on All recipes a smart one keeping the search
 * in front of the person (`Save this search as a collection`, with `search` the page's address query). Smart ones
 * are made only there, where the search can be seen (docs/decisions/0078-collections.md).
 */
export function NewCollectionDialog({
  search,
  onClose,
  onCreated,
}: {
  /** The Recipe Catalog's address query, for a smart collection; none for a manual one. */
  search?: string;
  onClose: () => void;
  onCreated?: (collection: Collection) => void;
}) {
  const t = useT();
  const toast = useToast();
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const kind: CollectionKind = search === undefined ? 'manual' : 'smart';
  const title = kind === 'smart' ? t('collections.saveSearch.button') : t('collections.new');

  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.querySelector('input');
          if (!name.trim()) {
            setError(t('validation.collection.name'));
            input?.focus();
            return;
          }
          if (name.trim().length > collectionLimits.name) {
            input?.focus();
            return;
          }
          create.mutate(
            { name: name.trim(), kind, shared, ...(search !== undefined && { search }) },
            {
              onSuccess: (collection) => {
                toast.success(t('collections.created', { name: collection.name }));
                onClose();
                onCreated?.(collection);
              },
              onError: (cause) => {
                setError(messageOf(cause));
                input?.focus();
              },
            },
          );
        }}
      >
        {kind === 'smart' ? <p className="muted">{t('collections.saveSearch.lead')}</p> : null}
        <TextField
          label={t('collections.dialog.name')}
          hint={t('collections.dialog.nameHint')}
          error={error}
          value={name}
          maxChars={collectionLimits.name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <div className="field">
          <label className="choice">
            <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
            <span className="choice__label">{t('collections.dialog.shared')}</span>
          </label>
        </div>
        {kind === 'manual' ? <p className="muted small">{t('collections.dialog.smartHint')}</p> : null}
        <div className="dialog-actions">
          <Button type="submit" busy={create.isPending}>
            {kind === 'smart' ? t('collections.saveSearch.create') : t('collections.dialog.create')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('collections.dialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
