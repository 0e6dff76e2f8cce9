import { useEffect, useEffectEvent, useId, useState } from 'react';
import { parseServings, recipeLimits } from '../../../../shared/recipe-rules.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const COMMIT_DELAY_MS = 700;

/**
 * The servings of one entry: typing shows at once and is sent when the person pauses, leaves the field or
 * presses Enter. Something that is not a number of servings is not sent: it stays in the field with the rule
 * beside it until it is put right (or Escape puts back the saved number), so nothing goes back without a word.
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
  const t = useT();
  const errorId = useId();
  // null: showing the saved value; text: what the person is typing.
  const [draft, setDraft] = useState<string | null>(null);
  // An empty field while someone retypes is no mistake yet; leaving it empty, or pressing Enter, is.
  const [tried, setTried] = useState(false);
  const refused = draft !== null && parseServings(draft) === null && (tried || draft.trim() !== '');

  const commit = (text: string | null) => {
    if (text === null) return;
    const value = parseServings(text);
    if (value === null) {
      setTried(true);
      return;
    }
    setDraft(null);
    setTried(false);
    if (value !== servings) onCommit(value);
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
        aria-label={t('mealPlans.servings.label', { title })}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? errorId : undefined}
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
          } else if (event.key === 'Escape' && draft !== null) {
            event.preventDefault();
            setDraft(null);
            setTried(false);
          }
        }}
      />
      <span className="plan-servings__unit" aria-hidden="true">
        {t('mealPlans.servings.unit', { count: draft === null ? servings : (parseServings(draft) ?? 0) })}
      </span>
      {refused ? (
        <span id={errorId} className="field__error plan-servings__error">
          {t('mealPlans.servings.notSaved', { max: recipeLimits.servings, servings })}
        </span>
      ) : null}
    </span>
  );
}
