import { useT } from '../../lib/i18n/use-t.ts';
import { Spinner } from './spinner.tsx';

export { Spinner };

/** The loading indicator of auth state and lazy routes: role "status", accessible name "Loading". */
export function Loading({ inline = false }: { inline?: boolean }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('app.loading')} className={inline ? 'loading loading--inline' : 'loading'}>
      <Spinner />
    </div>
  );
}
