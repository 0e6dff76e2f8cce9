import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'maxLength'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** As TextField's: counted near the limit, refused past it with a message, never cut. */
  maxChars?: number | undefined;
}

/** A labelled multi-line input, with hint and error tied to it as TextField does. */
export function TextArea({ label, hint, error, maxChars, className, ...textarea }: TextAreaProps) {
  const limit = maxChars === undefined ? undefined : { length: String(textarea.value ?? '').length, max: maxChars };
  return (
    <Field label={label} hint={hint} error={error} limit={limit} className={className}>
      {(control) => <textarea {...textarea} {...control} className="field__input field__input--area" />}
    </Field>
  );
}
