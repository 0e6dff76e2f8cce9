import { Link, useRouteError } from 'react-router';
import { errorBoundaryText } from '../lib/error-message.ts';

/** Shows exactly "Something went wrong: <message>" (or "Unknown error"), as the source says. */
export function ErrorMessage({ error }: { error: unknown }) {
  return (
    <div className="page page--narrow error-page">
      <h1 tabIndex={-1} className="page-heading page-heading--error">
        {errorBoundaryText(error)}
      </h1>
      <p className="lead">You can try again, or go back to the start.</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="button button--secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

/** The route errorElement. */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return <ErrorMessage error={error} />;
}
