import type { ChampionGroup } from '../../../shared/champions.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { formatCount, formatDay, lastActiveText } from './group-format.ts';

/** The group as a table (activity counts only, never a member's recipes or plan) with the week's totals. */
export function GroupMembers({ group, now }: { group: ChampionGroup; now: Date }) {
  const t = useT();
  const { members, totals } = group;
  const weekStart = formatDay(group.weekStart);
  return (
    <>
      <dl className="figure-row" aria-label={t('champions.group.weekOf', { date: weekStart })}>
        <div className="figure-row__item">
          <dt>{t('champions.group.members')}</dt>
          <dd>{formatCount(totals.members)}</dd>
        </div>
        <div className="figure-row__item">
          <dt>{t('champions.group.activeThisWeek')}</dt>
          <dd>{formatCount(totals.activeThisWeek)}</dd>
        </div>
        <div className="figure-row__item">
          <dt>{t('champions.group.mealsPlannedThisWeek')}</dt>
          <dd>{formatCount(totals.mealsPlannedThisWeek)}</dd>
        </div>
        <div className="figure-row__item">
          <dt>{t('champions.group.mealsCookedThisWeek')}</dt>
          <dd>{formatCount(totals.mealsCookedThisWeek)}</dd>
        </div>
      </dl>
      {members.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('champions.group.emptyTitle')}</p>
          <p className="muted">{t('champions.group.emptyBody')}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('champions.group.caption', { date: weekStart })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('champions.group.name')}</th>
                <th scope="col">{t('champions.group.joined')}</th>
                <th scope="col">{t('champions.group.lastActive')}</th>
                <th scope="col" className="data-table__number">
                  {t('champions.group.mealsPlannedThisWeek')}
                </th>
                <th scope="col" className="data-table__number">
                  {t('champions.group.mealsCookedThisWeek')}
                </th>
                <th scope="col" className="data-table__number">
                  {t('champions.group.eatThisWeek')}
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) =>
                member.sharesActivity ? (
                  <tr key={member.id}>
                    <th scope="row">{member.name}</th>
                    <td>{formatDay(member.joinedAt)}</td>
                    <td>{lastActiveText(member.lastActiveAt, now)}</td>
                    <td className="data-table__number">{formatCount(member.mealsPlannedThisWeek ?? 0)}</td>
                    <td className="data-table__number">{formatCount(member.mealsCookedThisWeek ?? 0)}</td>
                    <td className="data-table__number">{formatCount(member.eatThisWeekCount ?? 0)}</td>
                  </tr>
                ) : (
                  // Their counts are theirs alone (their profile's "What my champion can see"); the totals count them.
                  <tr key={member.id}>
                    <th scope="row">{member.name}</th>
                    <td>{formatDay(member.joinedAt)}</td>
                    <td colSpan={4} className="muted">
                      {t('champions.group.activityPrivate')}
                    </td>
                  </tr>
                ),
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('champions.group.weekTotal')}</th>
                <td colSpan={2}>{t('champions.group.activeOf', { active: totals.activeThisWeek, members: totals.members })}</td>
                <td className="data-table__number">{formatCount(totals.mealsPlannedThisWeek)}</td>
                <td className="data-table__number">{formatCount(totals.mealsCookedThisWeek)}</td>
                <td className="data-table__number">{formatCount(totals.eatThisWeekCount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
