import type { SelectHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour, styled to match. */
export function SelectField({ label, hint, options, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control} className="field__input field__input--select">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
