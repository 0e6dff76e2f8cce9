import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';

interface RecipeErrorState {
  /** The last recipe action's error, shown to the user until they dismiss it or the next action succeeds. */
  error: string | null;
  report: (error: unknown) => void;
  clear: () => void;
}

const RecipeErrorContext = createContext<RecipeErrorState | null>(null);

export function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return translate('components.recipeErrors.unknown');
}

/**
 * The recipe error state: errors of recipe actions are logged to the console and kept here, and the
 * page shows them.
 */
export function RecipeErrorProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const report = useCallback((cause: unknown) => {
    // A warning, not an error: the person sees the message on the page; the console keeps the detail.
    console.warn('Recipe action failed:', cause);
    setError(messageOf(cause));
  }, []);
  const clear = useCallback(() => setError(null), []);
  const value = useMemo(() => ({ error, report, clear }), [error, report, clear]);
  return <RecipeErrorContext value={value}>{children}</RecipeErrorContext>;
}

export function useRecipeErrors(): RecipeErrorState {
  const state = useContext(RecipeErrorContext);
  if (!state) throw new Error('useRecipeErrors needs a RecipeErrorProvider');
  return state;
}

export function RecipeErrorAlert() {
  const { error, clear } = useRecipeErrors();
  const t = useT();
  if (!error) return null;
  return (
    <div role="alert" className="alert alert--error alert--dismissible">
      <p className="alert__body">{error}</p>
      <button type="button" className="button button--ghost" onClick={clear}>
        <span>{t('components.recipeErrors.dismiss')}</span>
      </button>
    </div>
  );
}
