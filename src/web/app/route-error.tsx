import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorBoundaryText } from '../lib/error-message.ts';
import { useT } from '../lib/i18n/use-t.ts';

/** Shows exactly "Something went wrong: <message>" (or "Unknown error"): people and tests read these words as they are. */
export function ErrorMessage({ error }: { error: unknown }) {
  const t = useT();
  return (
    <div className="page page--narrow error-page">
      <h1 tabIndex={-1} className="page-heading page-heading--error">
        {errorBoundaryText(error)}
      </h1>
      <p className="lead">{t('app.error.lead')}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('app.error.tryAgain')}
        </button>
        <Link className="button button--secondary" to="/">
          {t('app.goHome')}
        </Link>
      </div>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  /** The page's path: the boundary forgets its error when the user goes elsewhere. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/**
 * The pages' error boundary, inside the app shell: a page that fails to render or to load (a lazy chunk that
 * cannot be fetched) shows the error message, and the navigation stays usable.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorMessage error={this.state.error} /> : this.props.children;
  }
}
