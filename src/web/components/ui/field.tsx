import { useId, type ReactNode } from 'react';
import { activeLocale, translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** What a control inside a Field needs: its id, and its hint and error tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A text's length against the most it may hold, for a field that counts (a message, a meal, an item). */
export interface FieldLimit {
  length: number;
  max: number;
}

export interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Shows "812 / 1,000" once the text nears its limit, and says so once it is past it (nothing is cut). */
  limit?: FieldLimit | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The counter appears from this share of the limit on, so a short text carries no clutter. */
const COUNTER_FROM = 0.8;

const count = (n: number) => n.toLocaleString(activeLocale());

/** What removing the extra characters lets a person do: each is a whole sentence of its own, for translators. */
export type OverLimitPurpose = 'save' | 'search';

/** The words for a text past its limit, as a person reads them beside the field. */
export function overLimitMessage({ length, max }: FieldLimit, purpose: OverLimitPurpose = 'save'): string {
  const values = { max, over: length - max };
  return purpose === 'search' ? translate('components.field.overLimitSearch', values) : translate('components.field.overLimitSave', values);
}

/** A label, an optional hint and error, and the control they describe (aria-describedby, aria-invalid). */
export function Field({ label, hint, error, limit, className, children }: FieldProps) {
  const t = useT();
  const id = useId();
  const over = limit !== undefined && limit.length > limit.max;
  const shownError = error ?? (over ? overLimitMessage(limit) : undefined);
  const showCounter = limit !== undefined && limit.length >= limit.max * COUNTER_FROM;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;
  const counterId = showCounter ? `${id}-counter` : undefined;
  return (
    <div className={['field', shownError ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': shownError ? true : undefined,
        'aria-describedby': [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined,
      })}
      {showCounter ? (
        <p className={['field__counter', over ? 'field__counter--over' : ''].filter(Boolean).join(' ')} id={counterId}>
          <span className="visually-hidden">{t('components.field.charactersUsed')} </span>
          {count(limit.length)} / {count(limit.max)}
        </p>
      ) : null}
      {shownError ? (
        <p className="field__error" id={errorId}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
