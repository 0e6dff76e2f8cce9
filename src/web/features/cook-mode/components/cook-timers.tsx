import { useT } from '../../../lib/i18n/use-t.ts';
import { clockWords, durationWords } from '../duration-words.ts';
import { secondsLeft, type CookTimer } from '../timer-store.ts';

/** A timer's name: the step it belongs to and its duration ("Step 3: 20 minutes"). */
export function useTimerName() {
  const t = useT();
  return (timer: Pick<CookTimer, 'step' | 'seconds'>, locale: string) =>
    t('cookMode.timerName', { step: timer.step + 1, duration: durationWords(timer.seconds, locale) });
}

/**
 * Every timer of this recipe, whichever step is shown: running ones count down, finished ones say so plainly (an
 * alert) until dismissed. The countdown itself is not announced each second; the end is.
 */
export function CookTimers({
  timers,
  now,
  locale,
  onRemove,
}: {
  timers: readonly CookTimer[];
  now: number;
  locale: string;
  onRemove: (id: string) => void;
}) {
  const t = useT();
  const nameOf = useTimerName();
  if (timers.length === 0) return null;
  return (
    <section className="cook-timers" aria-label={t('cookMode.timers')}>
      <ul className="cook-timers__list">
        {timers.map((timer) => {
          const name = nameOf(timer, locale);
          const left = secondsLeft(timer, now);
          return left > 0 ? (
            <li key={timer.id} className="cook-timer">
              <span className="cook-timer__name">{name}</span>
              <span className="cook-timer__left" role="timer">
                {t('cookMode.timerLeft', { time: clockWords(left, locale) })}
              </span>
              <button
                type="button"
                className="button button--ghost cook-timer__action"
                aria-label={t('cookMode.stopTimer', { name })}
                onClick={() => onRemove(timer.id)}
              >
                {t('cookMode.stop')}
              </button>
            </li>
          ) : (
            <li key={timer.id} className="cook-timer cook-timer--done">
              <span role="alert" className="cook-timer__name">
                {t('cookMode.timerUp', { name })}
              </span>
              <button
                type="button"
                className="button button--secondary cook-timer__action"
                aria-label={t('cookMode.dismissTimer', { name })}
                onClick={() => onRemove(timer.id)}
              >
                {t('cookMode.dismiss')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
