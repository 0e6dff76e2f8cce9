import { useId, type InputHTMLAttributes } from 'react';
import { overLimitMessage } from './field.tsx';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'maxLength' | 'value'> {
  /** The box's accessible name (the words are read, not shown: the box sits in a row with its button). */
  label: string;
  value: string;
  /** The most characters a search may hold: past it the box says so and the search is not sent. Nothing is cut. */
  maxChars: number;
}

/** Whether a search's words fit its box's limit, so the caller sends only those that do. */
export const withinLimit = (text: string, maxChars: number) => text.length <= maxChars;

/**
 * A search box inside a `.search` row. Typing past the limit keeps every character and says how many to
 * remove, as a TextField with maxChars does, instead of the input's maxLength cutting what was typed or pasted.
 */
export function SearchInput({ label, value, maxChars, className, ...input }: SearchInputProps) {
  const id = useId();
  const over = !withinLimit(value, maxChars);
  const errorId = `${id}-error`;
  const overMessage = over ? overLimitMessage({ length: value.length, max: maxChars }, 'search') : null;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="search"
        className={['search__input', className ?? ''].filter(Boolean).join(' ')}
        value={value}
        aria-invalid={over ? true : undefined}
        aria-describedby={over ? errorId : undefined}
      />
      {overMessage ? (
        <p className="field__error search__error" id={errorId}>
          {overMessage}
        </p>
      ) : null}
    </>
  );
}
