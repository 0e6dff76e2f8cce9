import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorBoundaryText } from '../lib/error-message.ts';
import { translate } from '../lib/i18n/i18n.ts';

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * The top-level boundary, for anything that fails outside the router's own error elements. It cannot rely
 * on the router (which may be what failed), so it links home with a plain anchor.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <main className="page page--narrow error-page">
        <h1 className="page-heading page-heading--error">{errorBoundaryText(this.state.error)}</h1>
        <p className="lead">
          <a href="/">{translate('app.goHome')}</a>
        </p>
      </main>
    );
  }
}
