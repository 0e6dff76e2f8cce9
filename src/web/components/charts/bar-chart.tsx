import { useId, type ReactNode } from 'react';
import { activeLocale } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { percentOf } from './chart-scale.ts';

/** One measure drawn across the chart's items (weeks, kinds): a bar per item. */
export interface ChartSeries {
  label: string;
  /** One per item; null where there is nothing to show (a week nobody answered), said in `missing`'s words. */
  values: readonly (number | null)[];
  /** The scale's end: the largest value when left out (an average of 1–5 says 5). */
  max?: number;
  /** Shown where a value is null. */
  missing?: string;
  /** Digits after the point (an average: 1). */
  decimals?: number;
}

/** One series from label/value rows: the admin's simple charts. */
export function seriesOfRows(rows: readonly { label: string; value: number }[], valueLabel: string) {
  return { items: rows.map((r) => r.label), series: [{ label: valueLabel, values: rows.map((r) => r.value) }] };
}

/**
 * A horizontal bar chart drawn with CSS, as a figure named by its caption. Every bar carries its value as text (the
 * bars themselves are hidden from screen readers), each item's values are a list item that reads as a sentence, and
 * the same figures are offered as a real table under `Show as a table` for those who prefer one. With more than one
 * series each bar is named in words beside it, never by its colour alone.
 */
export function BarChart({
  title,
  items,
  series,
  itemLabel,
  level = 2,
  className,
  children,
}: {
  title: string;
  /** The chart's rows (e.g. weeks), in order. */
  items: readonly string[];
  series: readonly ChartSeries[];
  /** The table's first column heading: what an item is. */
  itemLabel: string;
  /** The caption's heading level, to fit the page around it. */
  level?: 2 | 3;
  className?: string;
  /** Words under the caption (what is counted, who is not named). */
  children?: ReactNode;
}) {
  const titleId = useId();
  const t = useT();
  const Heading = level === 2 ? 'h2' : 'h3';
  const several = series.length > 1;
  const locale = activeLocale();
  const formatters = series.map((s) => new Intl.NumberFormat(locale, { maximumFractionDigits: s.decimals ?? 0 }));
  const maxima = series.map((s) => s.max ?? Math.max(0, ...s.values.map((v) => v ?? 0)));
  const shown = (s: number, i: number) => {
    const value = series[s]?.values[i] ?? null;
    return value === null ? (series[s]?.missing ?? '') : (formatters[s]?.format(value) ?? String(value));
  };
  return (
    <figure
      aria-labelledby={titleId}
      className={['card', 'bar-chart', several ? 'bar-chart--series' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <figcaption className="bar-chart__caption">
        <Heading id={titleId} className="bar-chart__title">
          {title}
        </Heading>
        {children}
      </figcaption>
      <ul className="bar-chart__bars" aria-label={title}>
        {items.map((item, i) => (
          <li key={item} className="bar-chart__row">
            <span className="bar-chart__label">{item}</span>
            {series.map((s, j) => (
              <span key={j} className="bar-chart__measure">
                {several ? <span className="bar-chart__series">{s.label}</span> : null}
                <span className="bar-chart__track" aria-hidden="true">
                  <span
                    className={`bar-chart__bar bar-chart__bar--${j % 3}`}
                    style={{ width: `${percentOf(s.values[i] ?? null, maxima[j] ?? 0)}%` }}
                  />
                </span>
                <span className="bar-chart__value">{shown(j, i)}</span>
              </span>
            ))}
          </li>
        ))}
      </ul>
      <details className="bar-chart__details">
        <summary>{t('admin.stats.showAsTable')}</summary>
        {/* A table wider than the chart (a group with many named members) scrolls: a keyboard must reach the scroller to
            scroll it (axe's scrollable-region-focusable), so it takes focus, named by the chart. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="table-scroll" tabIndex={0} role="group" aria-labelledby={titleId}>
          <table className="data-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{itemLabel}</th>
                {series.map((s, j) => (
                  <th key={j} scope="col" className="data-table__number">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                <tr key={item}>
                  <th scope="row">{item}</th>
                  {series.map((_, j) => (
                    <td key={j} className="data-table__number">
                      {shown(j, i)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
