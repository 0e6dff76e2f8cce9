import { useEffect, useRef, type ChangeEvent, type ChangeEventHandler, type InputHTMLAttributes } from 'react';
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

/**
 * What was typed (or filled in by a password manager) into a page drawn by the build before its script ran is in
 * the input but not in the state React adopted with it: it is handed to onChange once, as if typed now, so the
 * form sends what the person sees. In a page the browser drew, the input holds its value from the start.
 */
function useTypedBeforeHydration(value: unknown, onChange: ChangeEventHandler<HTMLInputElement> | undefined) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !onChange || typeof value !== 'string' || element.value === value) return;
    onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
    // Once, on the first commit: later differences are React's own to settle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** A labelled input whose hint and error are tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, hint, error, maxChars, className, ...input }: TextFieldProps) {
  const limit = maxChars === undefined ? undefined : { length: String(input.value ?? '').length, max: maxChars };
  const ref = useTypedBeforeHydration(input.value, input.onChange);
  return (
    <Field label={label} hint={hint} error={error} limit={limit} className={className}>
      {(control) => <input {...input} {...control} ref={ref} className="field__input" />}
    </Field>
  );
}
