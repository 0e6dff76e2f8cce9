/** The logo's leaf-in-a-bowl mark; decorative (the link around it carries the name). */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" className="brand__mark-bg" />
      <path d="M7 16h18a9 9 0 0 1-18 0Z" className="brand__mark-bowl" />
      <path d="M16 14c0-4 2.5-7 7-8 0 4.5-2.5 7.5-7 8Z" className="brand__mark-leaf" />
      <path d="M16 14c-.5-2.5-2-4.5-5-5.5.2 3 1.8 5 5 5.5Z" className="brand__mark-leaf" />
    </svg>
  );
}
