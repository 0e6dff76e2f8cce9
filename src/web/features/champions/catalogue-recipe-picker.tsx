import { useEffect, useId, useState, type ReactNode } from 'react';
import type { CatalogueSummary } from '../../../shared/recipes.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useQuickSearch } from '../../api/catalogue/search-catalogue.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** `value`, once it has stayed the same for `delay` ms: the search waits for the typing to pause. */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface CatalogueRecipePickerProps {
  /** The search field's label: what the chosen recipe is for. */
  label: string;
  /** How many catalogue recipes a search offers to pick from. */
  results: number;
  /** What each found recipe offers (a `Choose` or `Recommend` button); `clear` empties the search once one is taken. */
  action: (recipe: CatalogueSummary, clear: () => void) => ReactNode;
}

/**
 * A search of the catalogue to pick one recipe from, as a champion does to recommend one or to send one with a
 * message: the field, the found recipes by title, and each one's action.
 */
export function CatalogueRecipePicker({ label, results: count, action }: CatalogueRecipePickerProps) {
  const t = useT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const settled = useSettledValue(query.trim(), 250);
  const results = useQuickSearch(settled, count);
  const clear = () => setQuery('');
  return (
    <div className="recommendation-search">
      <label className="field__label" htmlFor={searchId}>
        {label}
      </label>
      <input
        id={searchId}
        type="search"
        className="field__input"
        placeholder={t('champions.recommend.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {settled && results.isPending ? <Skeleton /> : null}
      {results.isError ? (
        <Alert>
          {t('champions.recommend.searchFailed', { reason: errorMessageOf(results.error) ?? t('champions.loadError.unknown') })}
        </Alert>
      ) : null}
      {settled && results.data ? (
        results.data.recipes.length === 0 ? (
          <p className="muted">{t('champions.recommend.noMatch', { query: settled })}</p>
        ) : (
          <ul className="recommendation-list" aria-label={t('champions.recommend.resultsLabel')}>
            {results.data.recipes.map((recipe) => (
              <li key={recipe.id} className="recommendation-list__item">
                <span className="recommendation-list__title">{recipe.title}</span>
                {action(recipe, clear)}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
