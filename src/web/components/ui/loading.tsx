import { Spinner } from './spinner.tsx';

export { Spinner };

/** The loading indicator of auth state and lazy routes: role "status", accessible name "Loading". */
export function Loading({ inline = false }: { inline?: boolean }) {
  return (
    <div role="status" aria-label="Loading" className={inline ? 'loading loading--inline' : 'loading'}>
      <Spinner />
    </div>
  );
}
