import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and ignores clicks while an action runs; the label stays, so the name does not change. */
  busy?: boolean;
  block?: boolean;
}

export function Button({ variant = 'primary', busy = false, block = false, className, children, disabled, type, ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? ''].filter(Boolean).join(' ');
  // A form on a page drawn by the build (sign-in, sign-up) cannot be sent before its JavaScript runs: the browser
  // would send it itself, as a GET with the password in the address.
  const waitingForScript = !useHydrated() && type === 'submit';
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy || waitingForScript}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size="sm" /> : null}
      <span>{children}</span>
    </button>
  );
}

/** Class names for a link that looks like a button (links keep the link role). */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return ['button', `button--${variant}`, block ? 'button--block' : ''].filter(Boolean).join(' ');
}
