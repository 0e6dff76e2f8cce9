import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { GettingStartedStep } from '../getting-started.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** The first steps, each ticked from what the person has really done, with a link to do the next. */
export function GettingStartedCard({ steps }: { steps: GettingStartedStep[] }) {
  const t = useT();
  const done = steps.filter((step) => step.done).length;
  return (
    <DashboardSection title={t('dashboard.gettingStarted.title')} className="getting-started">
      <p className="muted">{t('dashboard.gettingStarted.progress', { done, total: steps.length })}</p>
      <ol className="checklist">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'checklist__step checklist__step--done' : 'checklist__step'}>
            <span className="checklist__mark" aria-hidden="true" />
            <span className="visually-hidden">{t(step.done ? 'dashboard.gettingStarted.done' : 'dashboard.gettingStarted.toDo')} </span>
            {step.done ? <span className="checklist__label">{t(step.label)}</span> : <Link to={step.to}>{t(step.label)}</Link>}
          </li>
        ))}
      </ol>
    </DashboardSection>
  );
}
