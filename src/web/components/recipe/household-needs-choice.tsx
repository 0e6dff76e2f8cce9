import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { useHousehold } from '../../api/household/get-household.ts';
import { useMe } from '../../api/me/get-me.ts';
import { activeLocale } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { dietaryNeedKeys } from './dietary-need-words.ts';

/**
 * Whether to offer "Suits everyone at home" (docs/decisions/0065-household-aware-choices.md): when others share the
 * home, or the person alone has needs; someone alone with none would filter nothing. Always while it is on, so it
 * can be turned off.
 */
export function useHouseholdChoiceOffered(on: boolean): boolean {
  const household = useHousehold();
  const me = useMe();
  if (on) return true;
  return (household.data?.members.length ?? 0) > 1 || (me.data?.dietaryNeeds.length ?? 0) > 0;
}

/** The choice itself: a checkbox drawn as a chip, like the dietary needs beside it. */
export function HouseholdNeedsChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <label className="chip household-needs-choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{t('components.householdNeeds.choice')}</span>
    </label>
  );
}

/**
 * What the filter took into account, as the server applied it: everyone's needs, or that nobody has any (so no
 * recipe was left out, rather than filtering nothing without a word). Nothing while the answer is not there.
 */
export function HouseholdNeedsNote({ needs }: { needs: readonly DietaryNeed[] | null | undefined }) {
  const t = useT();
  if (!needs) return null;
  const text =
    needs.length === 0
      ? t('components.householdNeeds.none')
      : t('components.householdNeeds.applied', {
          needs: new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(needs.map((need) => t(dietaryNeedKeys[need]))),
        });
  return <p className="muted small household-needs-note">{text}</p>;
}
