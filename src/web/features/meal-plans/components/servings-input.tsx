import { useEffect, useEffectEvent, useState } from 'react';
import { recipeLimits } from '../../../../shared/recipes.ts';

const COMMIT_DELAY_MS = 700;

function parseServings(text: string): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= recipeLimits.servings ? value : null;
}

/**
 * The servings of one entry: typing shows at once and is sent when the person pauses, leaves the field or
 * presses Enter; something that is not a number of servings goes back to the last good value.
 */
export function ServingsInput({
  title,
  servings,
  disabled,
  onCommit,
}: {
  title: string;
  servings: number;
  disabled: boolean;
  onCommit: (servings: number) => void;
}) {
  // null: showing the saved value; text: what the person is typing.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (text: string | null) => {
    setDraft(null);
    if (text === null) return;
    const value = parseServings(text);
    if (value !== null && value !== servings) onCommit(value);
  };

  const commitLater = useEffectEvent((text: string) => commit(text));
  useEffect(() => {
    if (draft === null || parseServings(draft) === null) return;
    const timer = setTimeout(() => commitLater(draft), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <span className="plan-servings">
      <input
        type="number"
        inputMode="numeric"
        className="plan-servings__input"
        aria-label={`Servings for ${title}`}
        min={1}
        max={recipeLimits.servings}
        step={1}
        disabled={disabled}
        value={draft ?? String(servings)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(draft);
          }
        }}
      />
      <span className="plan-servings__unit" aria-hidden="true">
        {servings === 1 && draft === null ? 'serving' : 'servings'}
      </span>
    </span>
  );
}
