import type { ReactNode } from 'react';

export interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
}

/** Errors interrupt (role "alert"); success and info messages are announced politely (role "status"). */
export function Alert({ tone = 'error', title, children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone}`}>
      {title ? <p className="alert__title">{title}</p> : null}
      <div className="alert__body">{children}</div>
    </div>
  );
}
