import type { InputHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'maxLength'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /**
   * The most characters the text may hold: counted near it and refused past it with a message. Never the
   * input's maxLength, which silently cuts what is pasted.
   */
  maxChars?: number | undefined;
}

/** A labelled input whose hint and error are tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, hint, error, maxChars, className, ...input }: TextFieldProps) {
  const limit = maxChars === undefined ? undefined : { length: String(input.value ?? '').length, max: maxChars };
  return (
    <Field label={label} hint={hint} error={error} limit={limit} className={className}>
      {(control) => <input {...input} {...control} className="field__input" />}
    </Field>
  );
}
