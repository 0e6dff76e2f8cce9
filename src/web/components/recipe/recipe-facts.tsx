import { dietaryNeedLabels, type DietaryNeed } from '../../../shared/dietary-needs.ts';

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
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
  const total = totalTime(prepMinutes, cookMinutes);
  return (
    <div className="recipe-facts">
      <dl className="recipe-facts__list">
        {total !== null ? (
          <div>
            <dt>Time</dt>
            <dd>{formatMinutes(total)}</dd>
          </div>
        ) : null}
        {servings !== undefined ? (
          <div>
            <dt>Serves</dt>
            <dd>{servings}</dd>
          </div>
        ) : null}
        {calories !== undefined && calories !== null ? (
          <div>
            <dt>Per serving</dt>
            <dd>{Math.round(calories)} kcal</dd>
          </div>
        ) : null}
      </dl>
      {dietary.length ? (
        <ul className="badges" aria-label="Suitable for">
          {dietary.map((need) => (
            <li key={need} className="badge">
              {dietaryNeedLabels[need]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
