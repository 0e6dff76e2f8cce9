import { Link } from 'react-router';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { useT } from '../lib/i18n/use-t.ts';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="page page--narrow">
      <PageHeading>{t('app.notFound.title')}</PageHeading>
      <p className="lead">{t('app.notFound.lead')}</p>
      <p>
        <Link to="/">{t('app.goHome')}</Link>
      </p>
    </div>
  );
}
