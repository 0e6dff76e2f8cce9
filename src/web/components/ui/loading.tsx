/** A spinner alone; decorative, so hidden from assistive technology. */
export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}

/** The loading indicator of auth state and lazy routes: role "status", accessible name "Loading". */
export function Loading({ inline = false }: { inline?: boolean }) {
  return (
    <div role="status" aria-label="Loading" className={inline ? 'loading loading--inline' : 'loading'}>
      <Spinner />
    </div>
  );
}
