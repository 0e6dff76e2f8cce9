import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled multi-line input, with hint and error tied to it as TextField does. */
export function TextArea({ label, hint, error, className, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...textarea} {...control} className="field__input field__input--area" />}
    </Field>
  );
}
