import { useT } from '../../lib/i18n/use-t.ts';

/** The toggles' icons: marks, not words (hidden from assistive technology; the button's text names it). */
const icons = { favourite: ['♡', '♥'], eatThisWeek: ['+', '✓'] } as const;

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
  const t = useT();
  return (
    <>
      <button type="button" className="toggle" aria-pressed={marks.isFavorite} disabled={disabled} onClick={() => onToggle('isFavorite')}>
        <span className="toggle__icon" aria-hidden="true">
          {icons.favourite[marks.isFavorite ? 1 : 0]}
        </span>
        <span>{t('components.markButtons.favourite')}</span>
      </button>
      <button type="button" className="toggle" aria-pressed={marks.eatThisWeek} disabled={disabled} onClick={() => onToggle('eatThisWeek')}>
        <span className="toggle__icon" aria-hidden="true">
          {icons.eatThisWeek[marks.eatThisWeek ? 1 : 0]}
        </span>
        <span>{t('components.markButtons.eatThisWeek')}</span>
      </button>
    </>
  );
}
