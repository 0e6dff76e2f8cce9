import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { dietaryNeedKeys } from './dietary-need-words.ts';

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return translate('components.recipeFacts.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest
    ? translate('components.recipeFacts.hoursMinutes', { hours, minutes: rest })
    : translate('components.recipeFacts.hours', { hours });
}

export function totalTime(prep: number | null, cook: number | null): number | null {
  return prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0);
}

/** Time, servings, calories and dietary badges of a recipe, as a description list people can scan. */
export function RecipeFacts({
  prepMinutes,
  cookMinutes,
  servings,
  calories,
  dietary,
}: {
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings?: number;
  calories?: number | null;
  dietary: readonly DietaryNeed[];
}) {
  const t = useT();
  const total = totalTime(prepMinutes, cookMinutes);
  return (
    <div className="recipe-facts">
      <dl className="recipe-facts__list">
        {total !== null ? (
          <div>
            <dt>{t('components.recipeFacts.time')}</dt>
            <dd>{formatMinutes(total)}</dd>
          </div>
        ) : null}
        {servings !== undefined ? (
          <div>
            <dt>{t('components.recipeFacts.serves')}</dt>
            <dd>{servings}</dd>
          </div>
        ) : null}
        {calories !== undefined && calories !== null ? (
          <div>
            <dt>{t('components.recipeFacts.perServing')}</dt>
            <dd>{t('components.recipeFacts.kcal', { calories: Math.round(calories) })}</dd>
          </div>
        ) : null}
      </dl>
      {dietary.length ? (
        <ul className="badges" aria-label={t('components.recipeFacts.suitableFor')}>
          {dietary.map((need) => (
            <li key={need} className="badge">
              {t(dietaryNeedKeys[need])}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
