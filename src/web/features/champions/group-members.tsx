import type { ChampionGroup } from '../../../shared/champions.ts';
import { formatDay, lastActiveText } from './group-format.ts';

/** The group as a table (activity counts only, never a member's recipes or plan) with the week's totals. */
export function GroupMembers({ group, now }: { group: ChampionGroup; now: Date }) {
  const { members, totals } = group;
  const eatThisWeekTotal = members.reduce((sum, member) => sum + member.eatThisWeekCount, 0);
  return (
    <>
      <dl className="figure-row" aria-label={`The week of ${formatDay(group.weekStart)}`}>
        <div className="figure-row__item">
          <dt>Members</dt>
          <dd>{totals.members}</dd>
        </div>
        <div className="figure-row__item">
          <dt>Active this week</dt>
          <dd>{totals.activeThisWeek}</dd>
        </div>
        <div className="figure-row__item">
          <dt>Meals planned this week</dt>
          <dd>{totals.mealsPlannedThisWeek}</dd>
        </div>
      </dl>
      {members.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">No one has joined yet: create an invitation</p>
          <p className="muted">Send the link to someone you would like in your group; they appear here once they accept.</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Your group, week of {formatDay(group.weekStart)}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Joined</th>
                <th scope="col">Last active</th>
                <th scope="col" className="data-table__number">
                  Meals planned this week
                </th>
                <th scope="col" className="data-table__number">
                  Eat-this-week recipes
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{member.name}</th>
                  <td>{formatDay(member.joinedAt)}</td>
                  <td>{lastActiveText(member.lastActiveAt, now)}</td>
                  <td className="data-table__number">{member.mealsPlannedThisWeek}</td>
                  <td className="data-table__number">{member.eatThisWeekCount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Week&rsquo;s total</th>
                <td colSpan={2}>
                  {totals.activeThisWeek} of {totals.members} active
                </td>
                <td className="data-table__number">{totals.mealsPlannedThisWeek}</td>
                <td className="data-table__number">{eatThisWeekTotal}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
