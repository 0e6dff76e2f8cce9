import type { InputHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled input whose hint and error are tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...input} {...control} className="field__input" />}
    </Field>
  );
}
