import { activeLocale } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';

export interface ProgressBarProps {
  /** The bar's accessible name: "Uploading photo". */
  label: string;
  /** 0 to 1; leave it out when how far along is unknown (the bar then moves without a value). */
  value?: number | undefined;
}

/** Progress of long work (a photo upload, a recipe import) as a native progressbar with a name and a value. */
export function ProgressBar({ label, value }: ProgressBarProps) {
  const t = useT();
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={
        percent === undefined
          ? t('components.progressBar.working', { label })
          : new Intl.NumberFormat(activeLocale(), { style: 'percent' }).format(percent / 100)
      }
      className={percent === undefined ? 'progress progress--indeterminate' : 'progress'}
    >
      <div className="progress__bar" style={percent === undefined ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
