import { useState } from 'react';
import type { Recommendation } from '../../../shared/champions.ts';
import type { CatalogueSummary } from '../../../shared/recipes.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { answeredByServer } from '../../lib/api-failure.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { useCreateRecommendation } from '../../api/champions/create-recommendation.ts';
import { useRemoveRecommendation } from '../../api/champions/remove-recommendation.ts';
import { CatalogueRecipePicker } from './catalogue-recipe-picker.tsx';
import { formatDay } from './group-format.ts';
import { GroupSection } from './group-section.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const recommendSchema = schemaOnDemand(() => import('../../../shared/champions.ts').then((m) => m.recommendationCreateSchema));

/** How many catalogue recipes a search offers to pick from. */
const RESULTS = 8;

function RecommendDialog({ recipe, onClose }: { recipe: CatalogueSummary; onClose: () => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  const create = useCreateRecommendation();
  const toast = useToast();
  const input = { recipeId: recipe.id, ...(note.trim() ? { note: note.trim() } : {}) };
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(recommendSchema, input, async (data) => {
    try {
      await create.mutateAsync(data);
      toast.success(t('champions.recommend.recommended', { title: recipe.title }));
      onClose();
      return null;
    } catch (error) {
      if (answeredByServer(error)) return error.message;
      throw error;
    }
  });
  return (
    <Dialog
      title={t('champions.recommend.dialogTitle', { title: recipe.title })}
      subtitle={t('champions.recommend.dialogSubtitle')}
      onClose={onClose}
    >
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <TextArea
          label={t('champions.recommend.noteLabel')}
          hint={t('champions.recommend.noteHint')}
          rows={3}
          maxChars={500}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="dialog-actions">
          <Button type="submit" busy={busy}>
            {t('champions.recommend.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('champions.recommend.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RecipeSearch({ recommendedIds }: { recommendedIds: ReadonlySet<string> }) {
  const t = useT();
  const [picked, setPicked] = useState<CatalogueSummary | null>(null);
  return (
    <>
      <CatalogueRecipePicker
        label={t('champions.recommend.searchLabel')}
        results={RESULTS}
        action={(recipe) =>
          recommendedIds.has(recipe.id) ? (
            <span className="muted small">{t('champions.recommend.alreadyRecommended')}</span>
          ) : (
            <Button
              variant="secondary"
              aria-label={t('champions.recommend.recommendLabel', { title: recipe.title })}
              onClick={() => setPicked(recipe)}
            >
              {t('champions.recommend.submit')}
            </Button>
          )
        }
      />
      {picked ? <RecommendDialog recipe={picked} onClose={() => setPicked(null)} /> : null}
    </>
  );
}

/** Catalogue recipes the champion recommends to the group: search and `Recommend` with a note, the list with `Remove`. */
export function RecommendationSection({ recommendations }: { recommendations: Recommendation[] }) {
  const t = useT();
  const remove = useRemoveRecommendation();
  const toast = useToast();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const recommendedIds = new Set(recommendations.map((r) => r.recipeId));
  return (
    <GroupSection title={t('champions.recommendations.title')}>
      <p className="muted">{t('champions.recommendations.lead')}</p>
      {removeError ? <Alert>{removeError}</Alert> : null}
      {recommendations.length === 0 ? (
        <EmptyState title={t('champions.recommendations.emptyTitle')}>{t('champions.recommendations.emptyBody')}</EmptyState>
      ) : (
        <ul className="recommendation-list" aria-label={t('champions.recommendations.listLabel')}>
          {recommendations.map((recommendation) => (
            <li key={recommendation.id} className="recommendation-list__item">
              <div>
                <p className="recommendation-list__title">{recommendation.title}</p>
                {recommendation.note ? <p className="small">{recommendation.note}</p> : null}
                <p className="muted small">{t('champions.recommendations.recommendedOn', { date: formatDay(recommendation.createdAt) })}</p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('champions.recommendations.removeLabel', { title: recommendation.title })}
                busy={remove.isPending && remove.variables === recommendation.id}
                onClick={() => {
                  setRemoveError(null);
                  remove.mutate(recommendation.id, {
                    onSuccess: () => toast.success(t('champions.recommendations.removed', { title: recommendation.title })),
                    onError: (error) =>
                      setRemoveError(
                        t('champions.recommendations.removeFailed', { reason: errorMessageOf(error) ?? t('champions.loadError.unknown') }),
                      ),
                  });
                }}
              >
                {t('champions.recommendations.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RecipeSearch recommendedIds={recommendedIds} />
    </GroupSection>
  );
}
