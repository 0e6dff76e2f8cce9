import { useId } from 'react';
import { activeLocale } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { barsOf } from '../stats-charts.ts';

/**
 * A horizontal bar chart drawn with CSS: every bar carries its value as text, the bars themselves are
 * decorative, and the same figures are offered as a table for those who prefer one.
 */
export function BarChart({
  title,
  rows,
  itemLabel,
  valueLabel,
}: {
  title: string;
  rows: readonly { label: string; value: number }[];
  itemLabel: string;
  valueLabel: string;
}) {
  const titleId = useId();
  const t = useT();
  const bars = barsOf(rows);
  const numbers = new Intl.NumberFormat(activeLocale());
  return (
    <section aria-labelledby={titleId} className="card bar-chart">
      <h2 id={titleId} className="bar-chart__title">
        {title}
      </h2>
      <ul className="bar-chart__bars" aria-label={title}>
        {bars.map((bar) => (
          <li key={bar.label} className="bar-chart__row">
            <span className="bar-chart__label">{bar.label}</span>
            <span className="bar-chart__track" aria-hidden="true">
              <span className="bar-chart__bar" style={{ width: `${bar.percent}%` }} />
            </span>
            <span className="bar-chart__value">{numbers.format(bar.value)}</span>
          </li>
        ))}
      </ul>
      <details className="bar-chart__details">
        <summary>{t('admin.stats.showAsTable')}</summary>
        <table className="data-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{itemLabel}</th>
              <th scope="col" className="data-table__number">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td className="data-table__number">{numbers.format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
