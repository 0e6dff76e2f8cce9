import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, in a few words: "No meals planned this week". */
  title: string;
  /** Why it is empty or what filling it brings. */
  children?: ReactNode;
  /** The next step: usually a Button or a link styled as one. */
  action?: ReactNode;
  /** The title's heading level, so it fits the outline of the page it sits in; a paragraph when omitted. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A list or page with nothing in it yet: says so plainly and offers the way to fill it. No icon, on purpose. */
export function EmptyState({ title, children, action, headingLevel, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={['empty-state', className ?? ''].filter(Boolean).join(' ')}>
      <Title className="empty-state__title">{title}</Title>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
