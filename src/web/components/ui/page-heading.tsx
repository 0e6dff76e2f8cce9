import { useEffect, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';

export interface PageHeadingProps {
  children: ReactNode;
  /** The document title's first part; defaults to the heading when it is plain text. */
  title?: string;
  className?: string;
}

/**
 * A page's h1. It can take focus (tabIndex -1) so that the app shell can move focus to it after each
 * navigation, and it names the browser tab.
 */
export function PageHeading({ children, title, className }: PageHeadingProps) {
  const t = useT();
  const documentTitle = title ?? (typeof children === 'string' ? children : undefined);
  const fullTitle = documentTitle ? t('app.pageTitle', { page: documentTitle }) : t('app.name');
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
  return (
    <h1 tabIndex={-1} className={['page-heading', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </h1>
  );
}
