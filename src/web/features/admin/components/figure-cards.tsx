import { activeLocale } from '../../../lib/i18n/i18n.ts';
import type { Figure } from '../stats-charts.ts';

/** The headline figures as cards: a term and its value, so each reads as "Champions: 3". */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  const numbers = new Intl.NumberFormat(activeLocale());
  return (
    <dl className="figure-cards">
      {figures.map((figure) => (
        <div key={figure.label} className="card figure-card">
          <dt className="figure-card__label">{figure.label}</dt>
          <dd className="figure-card__value">{numbers.format(figure.value)}</dd>
          {figure.detail ? <dd className="figure-card__detail muted small">{figure.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
