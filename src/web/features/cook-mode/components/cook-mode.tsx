import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { durationsInStep } from '../../../../shared/cooking/step-durations.ts';
import { ingredientsInStep } from '../../../../shared/cooking/step-ingredients.ts';
import { ingredientInMeasures } from '../../../../shared/ingredients/amount-in-measures.ts';
import type { Recipe } from '../../../../shared/recipes.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { stepText } from '../../../components/recipe/step-text.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { readerLocale } from '../../../lib/date-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { durationRangeWords, durationWords } from '../duration-words.ts';
import { useIngredientTicks } from '../ingredient-ticks.ts';
import { notify, ringAlarm } from '../timer-alarm.ts';
import type { CookTimer } from '../timer-store.ts';
import { useCookTimers } from '../use-cook-timers.ts';
import { useStepSwipe } from '../use-step-swipe.ts';
import { useWakeLock } from '../use-wake-lock.ts';
import { CookTimers, useTimerName } from './cook-timers.tsx';

export interface CookModeProps {
  recipe: Recipe;
  /** Which recipe the timers belong to ("r1", "catalogue:c1"). */
  recipeKey: string;
  servings: number;
  step: number;
  onStepChange: (step: number) => void;
  /** Where `Done` and `Leave cook mode` go: the page cooking started from. */
  backTo: string;
  /**
   * What the last step offers beside `Done`: the place for issue 20 part 2's "I cooked this" (a cook log entry made
   * from cook mode). Nothing until then.
   */
  finishActions?: ReactNode;
}

/** Keys that type or choose inside a control keep their meaning there: arrows only move steps elsewhere. */
const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
  !(target instanceof HTMLInputElement && target.type === 'checkbox');

/** Cook mode (decision 0076): one step at a time in large type, the ingredients beside it, timers from the step's words. */
export function CookMode({ recipe, recipeKey, servings, step, onStepChange, backTo, finishActions }: CookModeProps) {
  const t = useT();
  const id = useId();
  const locale = readerLocale();
  const measures = useMe().data?.measures ?? 'as-written';
  const wakeLock = useWakeLock();
  const nameOf = useTimerName();
  const [checked, tick] = useIngredientTicks(recipeKey, recipe.ingredients.length);

  const onRing = useCallback(
    (timer: CookTimer) => {
      ringAlarm();
      notify(t('cookMode.timerUp', { name: nameOf(timer, locale) }), recipe.title);
    },
    [t, nameOf, locale, recipe.title],
  );
  const timers = useCookTimers(recipeKey, onRing);

  const steps = recipe.steps.map(stepText);
  const count = steps.length;
  const current = Math.min(Math.max(step, 0), Math.max(count - 1, 0));
  const text = steps[current] ?? '';
  const last = current >= count - 1;
  const go = useCallback(
    (direction: -1 | 1) => {
      const next = current + direction;
      if (next >= 0 && next < count) onStepChange(next);
    },
    [current, count, onStepChange],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target)) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      // The next step lies where the line goes: to the right in most languages, to the left in Arabic.
      const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      event.preventDefault();
      go(event.key === forward ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);
  const swipe = useStepSwipe(go, typeof document !== 'undefined' && document.documentElement.dir === 'rtl');

  const durations = useMemo(() => durationsInStep(text), [text]);
  const mentioned = useMemo(() => new Set(ingredientsInStep(text, recipe.ingredients)), [text, recipe.ingredients]);
  const factor = servings / recipe.servings;

  return (
    <div className="cook-mode">
      <header className="cook-mode__head">
        <PageHeading title={t('cookMode.pageTitle', { title: recipe.title })}>{recipe.title}</PageHeading>
        <p className="cook-mode__servings">{t('cookMode.servings', { servings })}</p>
        <Link to={backTo} className={buttonClassName('ghost')}>
          {t('cookMode.leave')}
        </Link>
      </header>
      {wakeLock === 'unsupported' || wakeLock === 'refused' ? (
        <p className="alert alert--info cook-mode__notice">
          {t(wakeLock === 'unsupported' ? 'cookMode.wakeLockUnsupported' : 'cookMode.wakeLockRefused')}
        </p>
      ) : null}
      <CookTimers timers={timers.timers} now={timers.now} locale={locale} onRemove={timers.remove} />
      <div className="cook-mode__layout">
        {count === 0 ? (
          <p className="cook-mode__empty">{t('cookMode.noSteps')}</p>
        ) : (
          <section className="cook-step" aria-labelledby={`${id}-step`} {...swipe}>
            <h2 id={`${id}-step`} className="cook-step__count">
              {t('cookMode.stepOf', { step: current + 1, count })}
            </h2>
            <p className="cook-step__text" aria-live="polite">
              {text}
            </p>
            {durations.length ? (
              <div className="cook-step__timers" role="group" aria-label={t('cookMode.timersInStep')}>
                {durations.map((duration) => (
                  <button
                    key={duration.start}
                    type="button"
                    className="button button--secondary cook-step__timer"
                    onClick={() => timers.start(current, duration.seconds)}
                  >
                    <span>{durationWords(duration.seconds, locale)}</span>
                    {duration.upToSeconds !== null ? (
                      <span className="cook-step__timer-range">
                        {t('cookMode.rangeStart', { range: durationRangeWords(duration.seconds, duration.upToSeconds, locale) })}
                      </span>
                    ) : null}
                  </button>
                ))}
              </div>
            ) : null}
            <div className="cook-step__nav">
              <button type="button" className="button button--secondary cook-step__move" disabled={current === 0} onClick={() => go(-1)}>
                {t('cookMode.previous')}
              </button>
              {last ? (
                <>
                  {finishActions}
                  <Link to={backTo} className={`${buttonClassName('primary')} cook-step__move`}>
                    {t('cookMode.done')}
                  </Link>
                </>
              ) : (
                <button type="button" className="button button--primary cook-step__move" onClick={() => go(1)}>
                  {t('cookMode.next')}
                </button>
              )}
            </div>
            <p className="small muted cook-step__hint">{t('cookMode.moveHint')}</p>
          </section>
        )}
        <section className="cook-ingredients" aria-labelledby={`${id}-ingredients`}>
          <h2 id={`${id}-ingredients`}>{t('components.recipeBody.ingredients')}</h2>
          {recipe.ingredients.length ? (
            <ul className="cook-ingredients__list">
              {recipe.ingredients.map((ingredient, index) => {
                const inStep = mentioned.has(index);
                return (
                  <li key={index} className={`cook-ingredient${inStep ? ' cook-ingredient--in-step' : ''}`}>
                    <label className="cook-ingredient__label">
                      <input type="checkbox" checked={checked.has(index)} onChange={(event) => tick(index, event.target.checked)} />
                      <span>{ingredientInMeasures(ingredient, factor, measures, locale)}</span>
                    </label>
                    {inStep ? <span className="cook-ingredient__in-step">{t('cookMode.inThisStep')}</span> : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="muted">{t('components.recipeBody.noIngredients')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
