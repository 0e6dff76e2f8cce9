/**
 * A spinner alone; decorative, so hidden from assistive technology. Whatever shows it says what is happening in
 * words (a busy button keeps its label; Loading has role "status" and the name "Loading").
 */
export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
