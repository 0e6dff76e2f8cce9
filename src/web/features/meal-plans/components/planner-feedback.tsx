import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

interface PlannerFeedback {
  /** Says what just happened to screen-reader users (and shows it to everyone): "Moved … to Tuesday dinner". */
  announce: (message: string) => void;
  /** A change the server refused: shown in an alert until dismissed or the next change succeeds. */
  report: (error: unknown) => void;
  clearError: () => void;
  message: string;
  error: string | null;
}

const PlannerFeedbackContext = createContext<PlannerFeedback | null>(null);

export function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

export function PlannerFeedbackProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const announce = useCallback((text: string) => {
    setError(null);
    setMessage(text);
  }, []);
  const report = useCallback((cause: unknown) => {
    // A warning, not an error: the person sees the message on the page; the console keeps the detail.
    console.warn('Meal plan change failed:', cause);
    setMessage('');
    setError(messageOf(cause));
  }, []);
  const clearError = useCallback(() => setError(null), []);
  const value = useMemo(() => ({ announce, report, clearError, message, error }), [announce, report, clearError, message, error]);
  return <PlannerFeedbackContext value={value}>{children}</PlannerFeedbackContext>;
}

export function usePlannerFeedback(): PlannerFeedback {
  const feedback = useContext(PlannerFeedbackContext);
  if (!feedback) throw new Error('usePlannerFeedback needs a PlannerFeedbackProvider');
  return feedback;
}

/** The page's live region and its error alert. The region is always there, so that a change is announced. */
export function PlannerMessages() {
  const { message, error, clearError } = usePlannerFeedback();
  return (
    <>
      <p role="status" className="planner-status">
        {message}
      </p>
      {error ? (
        <div role="alert" className="alert alert--error alert--dismissible">
          <p className="alert__body">{error}</p>
          <button type="button" className="button button--ghost" onClick={clearError}>
            <span>Dismiss</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
