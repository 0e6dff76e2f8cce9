import { useEffect, useId, useState } from 'react';
import type { Recommendation } from '../../../shared/champions.ts';
import type { CatalogueSummary } from '../../../shared/recipes.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { answeredByServer } from '../../lib/api-failure.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { useCreateRecommendation } from '../../api/champions/create-recommendation.ts';
import { useRemoveRecommendation } from '../../api/champions/remove-recommendation.ts';
import { useQuickSearch } from '../../api/catalogue/search-catalogue.ts';
import { formatDay } from './group-format.ts';
import { GroupSection } from './group-section.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const recommendSchema = schemaOnDemand(() => import('../../../shared/champions.ts').then((m) => m.recommendationCreateSchema));

/** `value`, once it has stayed the same for `delay` ms: the search waits for the typing to pause. */
/** How many catalogue recipes a search offers to pick from. */
const RESULTS = 8;

function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function RecommendDialog({ recipe, onClose }: { recipe: CatalogueSummary; onClose: () => void }) {
  const [note, setNote] = useState('');
  const create = useCreateRecommendation();
  const toast = useToast();
  const input = { recipeId: recipe.id, ...(note.trim() ? { note: note.trim() } : {}) };
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(recommendSchema, input, async (data) => {
    try {
      await create.mutateAsync(data);
      toast.success(`Recommended “${recipe.title}” to your group`);
      onClose();
      return null;
    } catch (error) {
      if (answeredByServer(error)) return error.message;
      throw error;
    }
  });
  return (
    <Dialog title={`Recommend ${recipe.title}`} subtitle="Everyone in your group sees it on their dashboard." onClose={onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <TextArea
          label="Note for your group (optional)"
          hint="Why you like it, or a tip for making it."
          rows={3}
          maxChars={500}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="dialog-actions">
          <Button type="submit" busy={busy}>
            Recommend
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RecipeSearch({ recommendedIds }: { recommendedIds: ReadonlySet<string> }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const settled = useSettledValue(query.trim(), 250);
  const results = useQuickSearch(settled, RESULTS);
  const [picked, setPicked] = useState<CatalogueSummary | null>(null);
  return (
    <div className="recommendation-search">
      <label className="field__label" htmlFor={searchId}>
        Search the catalogue
      </label>
      <input
        id={searchId}
        type="search"
        className="field__input"
        placeholder="Lentils, quick dinners, soup…"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {settled && results.isPending ? <Skeleton /> : null}
      {results.isError ? <Alert>{`The search failed: ${errorMessageOf(results.error) ?? 'Something went wrong.'}`}</Alert> : null}
      {settled && results.data ? (
        results.data.recipes.length === 0 ? (
          <p className="muted">No catalogue recipes match “{settled}”.</p>
        ) : (
          <ul className="recommendation-list" aria-label="Catalogue recipes">
            {results.data.recipes.map((recipe) => (
              <li key={recipe.id} className="recommendation-list__item">
                <span className="recommendation-list__title">{recipe.title}</span>
                {recommendedIds.has(recipe.id) ? (
                  <span className="muted small">Recommended</span>
                ) : (
                  <Button variant="secondary" aria-label={`Recommend ${recipe.title}`} onClick={() => setPicked(recipe)}>
                    Recommend
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {picked ? <RecommendDialog recipe={picked} onClose={() => setPicked(null)} /> : null}
    </div>
  );
}

/** Catalogue recipes the champion recommends to the group: search and `Recommend` with a note, the list with `Remove`. */
export function RecommendationSection({ recommendations }: { recommendations: Recommendation[] }) {
  const remove = useRemoveRecommendation();
  const toast = useToast();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const recommendedIds = new Set(recommendations.map((r) => r.recipeId));
  return (
    <GroupSection title="Recommended recipes">
      <p className="muted">Recipes you recommend appear on the dashboard of everyone in your group.</p>
      {removeError ? <Alert>{removeError}</Alert> : null}
      {recommendations.length === 0 ? (
        <EmptyState title="You have not recommended any recipes yet">Search the catalogue below and recommend one.</EmptyState>
      ) : (
        <ul className="recommendation-list" aria-label="Your recommendations">
          {recommendations.map((recommendation) => (
            <li key={recommendation.id} className="recommendation-list__item">
              <div>
                <p className="recommendation-list__title">{recommendation.title}</p>
                {recommendation.note ? <p className="small">{recommendation.note}</p> : null}
                <p className="muted small">Recommended {formatDay(recommendation.createdAt)}</p>
              </div>
              <Button
                variant="secondary"
                aria-label={`Remove ${recommendation.title}`}
                busy={remove.isPending && remove.variables === recommendation.id}
                onClick={() => {
                  setRemoveError(null);
                  remove.mutate(recommendation.id, {
                    onSuccess: () => toast.success(`“${recommendation.title}” is no longer recommended`),
                    onError: (error) => setRemoveError(`Could not remove it: ${errorMessageOf(error) ?? 'Something went wrong.'}`),
                  });
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RecipeSearch recommendedIds={recommendedIds} />
    </GroupSection>
  );
}
