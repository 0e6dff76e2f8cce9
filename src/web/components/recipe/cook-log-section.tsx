import { useState } from 'react';
import type { RecipeRead } from '../../../shared/recipes.ts';
import { useCookLog } from '../../api/recipes/get-cook-log.ts';
import { useDeleteCooked } from '../../api/recipes/delete-cooked.ts';
import { formatCalendarDate } from '../../lib/date-format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { CookedDialog } from './cooked-dialog.tsx';
import { messageOf, useRecipeErrors } from './recipe-errors.tsx';

/** The person's rating and last cooked day, as a recipe's dialog shows them near its title. */
export function CookSummary({ recipe }: { recipe: Pick<RecipeRead, 'rating' | 'lastCookedOn'> }) {
  const t = useT();
  if (recipe.rating === null && recipe.lastCookedOn === null) return null;
  return (
    <p className="cook-summary">
      {recipe.rating !== null ? <span>{t('cooked.yourRating', { rating: recipe.rating })}</span> : null}
      {recipe.lastCookedOn !== null ? (
        <span>{t('cooked.lastCooked', { date: formatCalendarDate(recipe.lastCookedOn, 'date') })}</span>
      ) : null}
    </p>
  );
}

/**
 * "I cooked this", which opens the cook log dialog (cooked-dialog.tsx). The cook log keeps the person's own and their
 * household's recipes: for a catalogue recipe, `ownRecipe` gives its copy in My recipes, saved first if need be (as
 * planning one does), and the entry goes on that copy.
 */
export function CookedButton({
  recipe,
  ownRecipe,
}: {
  recipe: Pick<RecipeRead, 'id' | 'title'>;
  ownRecipe?: () => Promise<{ id: string; copied: boolean }>;
}) {
  const t = useT();
  const toast = useToast();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    if (!ownRecipe) return setOpenFor(recipe.id);
    setSaving(true);
    setError(null);
    try {
      const own = await ownRecipe();
      if (own.copied) toast.success(t('cooked.savedFirst', { title: recipe.title }));
      setOpenFor(own.id);
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button variant="secondary" busy={saving} onClick={() => void start()}>
        {t('cooked.button')}
      </Button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {openFor ? <CookedDialog recipeId={openFor} recipeTitle={recipe.title} onClose={() => setOpenFor(null)} /> : null}
    </>
  );
}

/** The recipe's cook log: the person's own entries and their household's (names, days, ratings, notes, photos). */
export function CookLogSection({ recipeId }: { recipeId: string }) {
  const t = useT();
  const log = useCookLog(recipeId);
  const remove = useDeleteCooked(recipeId);
  const { report } = useRecipeErrors();
  const entries = log.data?.entries ?? [];
  if (log.isPending) return null;
  return (
    <section className="cook-log" aria-labelledby={`cook-log-${recipeId}`}>
      <h3 id={`cook-log-${recipeId}`}>{t('cooked.logTitle')}</h3>
      {log.isError ? (
        <p className="muted">{messageOf(log.error)}</p>
      ) : entries.length === 0 ? (
        <p className="muted">{t('cooked.emptyLog')}</p>
      ) : (
        <ul className="plain-list cook-log__entries">
          {entries.map((entry) => {
            const date = formatCalendarDate(entry.cookedOn, 'date');
            return (
              <li key={entry.id} className="cook-log__entry">
                <p className="cook-log__heading">{t('cooked.entryHeading', { name: entry.cookName, date })}</p>
                {entry.rating !== null ? <p className="small">{t('cooked.entryRating', { rating: entry.rating })}</p> : null}
                {entry.note !== null ? <p className="cook-log__note">{entry.note}</p> : null}
                {entry.thumbnailUrl !== null ? (
                  <img src={entry.thumbnailUrl} alt={t('cooked.photoAlt', { name: entry.cookName })} width={240} height={180} />
                ) : null}
                {entry.mine ? (
                  <button
                    type="button"
                    className="button button--ghost button--danger-text"
                    aria-label={t('cooked.deleteEntry', { date })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(entry.id, { onError: report })}
                  >
                    <span>{t('cooked.delete')}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
