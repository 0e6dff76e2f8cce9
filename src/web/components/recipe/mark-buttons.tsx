export interface Marks {
  isFavorite: boolean;
  eatThisWeek: boolean;
}

/** The two toggle buttons of cards and the details dialog; their names stay fixed, aria-pressed says the state. */
export function MarkButtons({
  marks,
  onToggle,
  disabled = false,
}: {
  marks: Marks;
  onToggle: (mark: keyof Marks) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <button type="button" className="toggle" aria-pressed={marks.isFavorite} disabled={disabled} onClick={() => onToggle('isFavorite')}>
        <span className="toggle__icon" aria-hidden="true">
          {marks.isFavorite ? '♥' : '♡'}
        </span>
        <span>Favourite</span>
      </button>
      <button type="button" className="toggle" aria-pressed={marks.eatThisWeek} disabled={disabled} onClick={() => onToggle('eatThisWeek')}>
        <span className="toggle__icon" aria-hidden="true">
          {marks.eatThisWeek ? '✓' : '+'}
        </span>
        <span>Eat this week</span>
      </button>
    </>
  );
}
