import { useEffect, useId, useRef } from 'react';
import { useRecipeShare } from '../../../api/recipes/get-recipe-share.ts';
import { useShareRecipe } from '../../../api/recipes/share-recipe.ts';
import { useStopSharingRecipe } from '../../../api/recipes/stop-sharing-recipe.ts';
import { useRecipeErrors } from '../../../components/recipe/recipe-errors.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * A recipe's public read-only link, in its owner's dialog (docs/decisions/0080-sharing-a-recipe.md): `Share` makes
 * it; once made, the link in a read-only field with `Copy link` and `Stop sharing`, which stops it at once without
 * asking (the safe direction: nothing is shown to anyone, and sharing again is one press).
 */
export function ShareRecipeSection({ recipeId }: { recipeId: string }) {
  const t = useT();
  const toast = useToast();
  const { report } = useRecipeErrors();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const share = useRecipeShare(recipeId);
  const create = useShareRecipe(recipeId);
  const stop = useStopSharingRecipe(recipeId);
  const input = useRef<HTMLInputElement>(null);
  const shareButtonId = useId();
  // Where focus goes once the section has changed under the button just pressed (which is gone then).
  const focusNext = useRef<'link' | 'share' | null>(null);
  const url = share.data?.url ?? null;

  useEffect(() => {
    if (focusNext.current === 'link' && url !== null) input.current?.focus();
    if (focusNext.current === 'share' && url === null) document.getElementById(shareButtonId)?.focus();
    focusNext.current = null;
  }, [url, shareButtonId]);

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('recipes.share.copied'));
    } catch {
      // No clipboard (an insecure page, a refusal): select it so that one keystroke copies it.
      input.current?.select();
      toast.info(t('recipes.share.copyByHand'));
    }
  };

  // Nothing to offer until the link's state is known; a failure to read it is the dialog's error, as other actions'.
  if (share.isPending) return null;
  if (share.isError) return <p className="muted">{t('recipes.share.unknown')}</p>;

  return (
    <section className="recipe-share" aria-labelledby={headingId}>
      <h3 id={headingId} className="recipe-share__heading">
        {t('recipes.share.heading')}
      </h3>
      {url === null ? (
        <>
          <p className="muted">{t('recipes.share.intro')}</p>
          <div className="actions">
            <Button
              id={shareButtonId}
              variant="secondary"
              busy={create.isPending}
              onClick={() => {
                focusNext.current = 'link';
                create.mutate(undefined, { onError: report });
              }}
            >
              {t('recipes.share.button')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className="field recipe-share__field">
            <label className="field__label" htmlFor={inputId}>
              {t('recipes.share.label')}
            </label>
            <input
              ref={input}
              id={inputId}
              className="field__input recipe-share__address"
              readOnly
              value={url}
              aria-describedby={hintId}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p id={hintId} className="field__hint">
              {t('recipes.share.hint')}
            </p>
          </div>
          <div className="actions">
            <Button variant="secondary" onClick={() => void copy(url)}>
              {t('recipes.share.copy')}
            </Button>
            <Button
              variant="ghost"
              busy={stop.isPending}
              onClick={() => {
                focusNext.current = 'share';
                stop.mutate(undefined, {
                  onSuccess: () => toast.success(t('recipes.share.stopped')),
                  onError: report,
                });
              }}
            >
              {t('recipes.share.stop')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
