import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorWords } from './error-words.ts';
import { fieldErrorsFromZod, type FieldErrors } from './form-errors.ts';

export const NETWORK_ERROR_TEXT = errorWords.NETWORK_ERROR;

/** After a failed submit, puts the keyboard on the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The submit path every form shares: check `values` with the shared zod schema (field errors, focus on the
 * first), then run `submit` with the parsed data while `busy`. `submit` returns a message to show above the
 * form, field messages to show beside their fields (`{ fieldErrors }`, when the server says which field is
 * wrong), or nothing; a thrown error counts as the server being unreachable.
 */
export function useSchemaSubmit<S extends z.ZodType>(
  schema: S,
  values: unknown,
  submit: (data: z.output<S>) => Promise<string | { fieldErrors: FieldErrors } | null | void>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handle = async () => {
    setFormError(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const outcome = await submit(parsed.data);
      if (typeof outcome === 'string' && outcome) setFormError(outcome);
      if (typeof outcome === 'object' && outcome !== null) {
        setErrors(outcome.fieldErrors);
        focusFirstInvalid(formRef.current);
      }
    } catch (cause) {
      console.error(cause);
      setFormError(NETWORK_ERROR_TEXT);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handle();
  };

  return { formRef, errors, formError, setFormError, busy, onSubmit };
}
