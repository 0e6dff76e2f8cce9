import { useState, type FormEvent } from 'react';
import { MAX_GROUP_MESSAGE, MESSAGE_COLLECTION_RECIPES } from '../../../shared/group-message-rules.ts';
import type { CatalogueSummary } from '../../../shared/recipes.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { GroupMessageReactions } from '../../components/group-messages/message-reactions.tsx';
import { useCollections } from '../../api/collections/list-collections.ts';
import { useDeleteGroupMessage } from '../../api/champions/delete-group-message.ts';
import { useGroupMessages } from '../../api/champions/get-group-messages.ts';
import { usePostGroupMessage } from '../../api/champions/post-group-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatMoment } from '../../lib/date-format.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { CatalogueRecipePicker } from './catalogue-recipe-picker.tsx';
import { GroupLoadError, GroupSection } from './group-section.tsx';

/** How many catalogue recipes a search offers to pick from. */
const RESULTS = 6;

/** An optional catalogue recipe for the message: search, `Choose`, and the choice with a way to remove it. */
function RecipeChoice({ chosen, onChoose }: { chosen: CatalogueSummary | null; onChoose: (recipe: CatalogueSummary | null) => void }) {
  const t = useT();
  if (chosen)
    return (
      <p className="message-form__recipe">
        {t('champions.messages.recipeChosen', { title: chosen.title })}{' '}
        <Button
          variant="ghost"
          aria-label={t('champions.messages.recipeRemoveLabel', { title: chosen.title })}
          onClick={() => onChoose(null)}
        >
          {t('champions.messages.recipeRemove')}
        </Button>
      </p>
    );
  return (
    <CatalogueRecipePicker
      label={t('champions.messages.recipeSearchLabel')}
      results={RESULTS}
      action={(recipe, clear) => (
        <Button
          variant="secondary"
          aria-label={t('champions.messages.recipeChooseLabel', { title: recipe.title })}
          onClick={() => {
            onChoose(recipe);
            clear();
          }}
        >
          {t('champions.messages.recipeChoose')}
        </Button>
      )}
    />
  );
}

/**
 * An optional collection of the champion's own for the message (docs/decisions/0087): the group will see its catalogue
 * recipes as they are when it is posted, as the hint says. Not shown to a champion who has none.
 */
function CollectionChoice({ chosen, onChoose }: { chosen: string; onChoose: (id: string) => void }) {
  const t = useT();
  const collections = useCollections();
  const own = (collections.data?.collections ?? []).filter((collection) => collection.mine);
  if (own.length === 0) return null;
  return (
    <SelectField
      label={t('champions.messages.collectionLabel')}
      hint={t('champions.messages.collectionHint', { max: MESSAGE_COLLECTION_RECIPES })}
      value={chosen}
      onChange={(event) => onChoose(event.target.value)}
      options={[
        { value: '', label: t('champions.messages.collectionNone') },
        ...own.map((collection) => ({ value: collection.id, label: collection.name })),
      ]}
    />
  );
}

function MessageForm() {
  const t = useT();
  const toast = useToast();
  const post = usePostGroupMessage();
  const [text, setText] = useState('');
  const [recipe, setRecipe] = useState<CatalogueSummary | null>(null);
  const [collectionId, setCollectionId] = useState('');
  const [empty, setEmpty] = useState(false);
  const failure = post.error;
  const fieldError = (path: string) => (failure instanceof ApiError ? failure.details.find((d) => d.path === path)?.message : undefined);
  const generalError = failure && !fieldError('text') ? failure.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setEmpty(true);
      return;
    }
    // The field's counter already says it is too long; nothing is cut.
    if (text.trim().length > MAX_GROUP_MESSAGE) return;
    post.mutate(
      { text, recipeId: recipe?.id ?? null, collectionId: collectionId || null },
      {
        onSuccess: () => {
          toast.success(t('champions.messages.posted'));
          setText('');
          setRecipe(null);
          setCollectionId('');
        },
      },
    );
  }

  return (
    <form className="form message-form" onSubmit={submit} noValidate>
      {generalError ? <Alert>{generalError}</Alert> : null}
      <TextArea
        label={t('champions.messages.textLabel')}
        hint={t('champions.messages.textHint')}
        rows={3}
        maxChars={MAX_GROUP_MESSAGE}
        value={text}
        error={empty ? t('champions.messages.textEmpty') : fieldError('text')}
        onChange={(event) => {
          setText(event.target.value);
          setEmpty(false);
        }}
      />
      <RecipeChoice chosen={recipe} onChoose={setRecipe} />
      <CollectionChoice chosen={collectionId} onChoose={setCollectionId} />
      <div className="form-actions">
        <Button type="submit" busy={post.isPending}>
          {t('champions.messages.post')}
        </Button>
      </div>
    </form>
  );
}

/** `Post a message` to the group, and the messages posted, newest first, with their reactions and `Delete`. */
export function MessageSection() {
  const t = useT();
  const messages = useGroupMessages();
  const remove = useDeleteGroupMessage();
  const toast = useToast();
  const [removeError, setRemoveError] = useState<string | null>(null);
  return (
    <GroupSection title={t('champions.messages.title')}>
      <p className="muted">{t('champions.messages.lead')}</p>
      <MessageForm />
      {removeError ? <Alert>{removeError}</Alert> : null}
      {messages.isPending ? (
        <Skeleton />
      ) : messages.isError ? (
        <GroupLoadError
          messageKey="champions.messages.loadError"
          error={messages.error}
          retrying={messages.isFetching}
          onRetry={() => void messages.refetch()}
        />
      ) : messages.data.messages.length === 0 ? (
        <EmptyState title={t('champions.messages.emptyTitle')}>{t('champions.messages.emptyBody')}</EmptyState>
      ) : (
        <ul className="group-messages" aria-label={t('champions.messages.listLabel')}>
          {messages.data.messages.map((message) => {
            const date = formatMoment(message.createdAt, 'dateTime');
            return (
              <li key={message.id} className="group-messages__item">
                <p className="muted small">{t('champions.messages.postedOn', { date })}</p>
                <p className="group-messages__text">{message.text}</p>
                {message.recipe ? <p className="small">{t('champions.messages.withRecipe', { title: message.recipe.title })}</p> : null}
                {message.collection ? (
                  <p className="small">
                    {t('champions.messages.withCollection', { name: message.collection.name, count: message.collection.recipeCount })}
                  </p>
                ) : null}
                <GroupMessageReactions message={message} />
                <Button
                  variant="secondary"
                  aria-label={t('champions.messages.deleteLabel', { date })}
                  busy={remove.isPending && remove.variables === message.id}
                  onClick={() => {
                    setRemoveError(null);
                    remove.mutate(message.id, {
                      onSuccess: () => toast.success(t('champions.messages.deleted')),
                      onError: (error) =>
                        setRemoveError(
                          t('champions.messages.deleteFailed', { reason: errorMessageOf(error) ?? t('champions.loadError.unknown') }),
                        ),
                    });
                  }}
                >
                  {t('champions.messages.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </GroupSection>
  );
}
