import { Link } from 'react-router';
import type { GettingStartedStep } from '../getting-started.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** The first steps, each ticked from what the person has really done, with a link to do the next. */
export function GettingStartedCard({ steps }: { steps: GettingStartedStep[] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <DashboardSection title="Getting started" className="getting-started">
      <p className="muted">
        Four steps to your first planned week. {done} of {steps.length} done.
      </p>
      <ol className="checklist">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'checklist__step checklist__step--done' : 'checklist__step'}>
            <span className="checklist__mark" aria-hidden="true" />
            <span className="visually-hidden">{step.done ? 'Done: ' : 'To do: '}</span>
            {step.done ? <span className="checklist__label">{step.label}</span> : <Link to={step.to}>{step.label}</Link>}
          </li>
        ))}
      </ol>
    </DashboardSection>
  );
}
