import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { errorWords } from './error-words.ts';
import { fieldErrorsFromZod, type FieldErrors } from './form-errors.ts';

export const networkErrorText = (): string => errorWords('NETWORK_ERROR');

/** After a failed submit, puts the keyboard on the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A shared schema that loads when a form first needs it, and zod with it. */
export type SchemaOnDemand<S extends z.ZodType> = () => Promise<S>;

/**
 * A form's shared zod schema, loaded on first use rather than with the page: no page's first load evaluates zod
 * (docs/decisions/0040-typed-answers.md). `load` imports the schema's module (`() => import('…/auth.ts').then((m) =>
 * m.signInInputSchema)`); it is asked once, and again after a failure (the connection may be back).
 */
export function schemaOnDemand<S extends z.ZodType>(load: () => Promise<S>): SchemaOnDemand<S> {
  let loading: Promise<S> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * Starts loading a form's schema as soon as someone turns to the form (a field focused or typed into), so that it
 * is there by the time they submit. Returns the ref to put on the form.
 */
export function useSchemaWarmUp<S extends z.ZodType>(schema: SchemaOnDemand<S>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const warmUp = () => {
      form.removeEventListener('focusin', warmUp);
      form.removeEventListener('input', warmUp);
      // Only a head start: a failure here is met again, and reported, on submit.
      schema().catch(() => undefined);
    };
    form.addEventListener('focusin', warmUp);
    form.addEventListener('input', warmUp);
    return () => {
      form.removeEventListener('focusin', warmUp);
      form.removeEventListener('input', warmUp);
    };
  }, [schema]);
  return formRef;
}

/**
 * The submit path every form shares: check `values` with the shared zod schema (field errors, focus on the
 * first), then run `submit` with the parsed data while `busy`. `submit` returns a message to show above the
 * form, field messages to show beside their fields (`{ fieldErrors }`, when the server says which field is
 * wrong), or nothing; a thrown error counts as the server being unreachable. The schema loads on demand
 * (schemaOnDemand): when the form is first focused or typed into, or at the latest on submit; should it fail to
 * load, the form says the server could not be reached.
 */
export function useSchemaSubmit<S extends z.ZodType>(
  schema: SchemaOnDemand<S>,
  values: unknown,
  submit: (data: z.output<S>) => Promise<string | { fieldErrors: FieldErrors } | null | void>,
) {
  const formRef = useSchemaWarmUp(schema);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second submit while the schema is still loading would send the form twice.
  const checking = useRef(false);

  const handle = async () => {
    if (checking.current) return;
    setFormError(null);
    checking.current = true;
    let parsed: z.ZodSafeParseResult<z.output<S>>;
    try {
      parsed = (await schema()).safeParse(values);
    } catch (cause) {
      console.error(cause);
      setFormError(networkErrorText());
      return;
    } finally {
      checking.current = false;
    }
    if (!parsed.success) {
      // Drawn at once, so that the fields are marked when the keyboard goes to the first of them.
      const found = fieldErrorsFromZod(parsed.error);
      flushSync(() => setErrors(found));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const outcome = await submit(parsed.data);
      if (typeof outcome === 'string' && outcome) setFormError(outcome);
      if (typeof outcome === 'object' && outcome !== null) {
        flushSync(() => setErrors(outcome.fieldErrors));
        focusFirstInvalid(formRef.current);
      }
    } catch (cause) {
      console.error(cause);
      setFormError(networkErrorText());
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
