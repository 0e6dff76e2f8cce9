import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

interface PlannerFeedback {
  /** Says what just happened, as a toast (announced politely to screen readers): "Moved … to Tuesday dinner". */
  announce: (message: string) => void;
  /** A change the server refused: shown in an alert until dismissed or the next change succeeds. */
  report: (error: unknown) => void;
  clearError: () => void;
  error: string | null;
}

const PlannerFeedbackContext = createContext<PlannerFeedback | null>(null);

export function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return translate('mealPlans.error.unknown');
}

export function PlannerFeedbackProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const announce = useCallback(
    (text: string) => {
      setError(null);
      toast.success(text);
    },
    [toast],
  );
  const report = useCallback((cause: unknown) => {
    // A warning, not an error: the person sees the message on the page; the console keeps the detail.
    console.warn('Meal plan change failed:', cause);
    setError(messageOf(cause));
  }, []);
  const clearError = useCallback(() => setError(null), []);
  const value = useMemo(() => ({ announce, report, clearError, error }), [announce, report, clearError, error]);
  return <PlannerFeedbackContext value={value}>{children}</PlannerFeedbackContext>;
}

export function usePlannerFeedback(): PlannerFeedback {
  const feedback = useContext(PlannerFeedbackContext);
  if (!feedback) throw new Error('usePlannerFeedback needs a PlannerFeedbackProvider');
  return feedback;
}

/** A refused change, as an alert that stays until dismissed. (What succeeded is a toast: see announce.) */
export function PlannerMessages() {
  const { error, clearError } = usePlannerFeedback();
  const t = useT();
  return (
    <>
      {error ? (
        <div role="alert" className="alert alert--error alert--dismissible">
          <p className="alert__body">{error}</p>
          <button type="button" className="button button--ghost" onClick={clearError}>
            <span>{t('mealPlans.messages.dismiss')}</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
