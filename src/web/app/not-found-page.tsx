import { Link } from 'react-router';
import { PageHeading } from '../components/ui/page-heading.tsx';

export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <PageHeading>Page not found</PageHeading>
      <p className="lead">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
