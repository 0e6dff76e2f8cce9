import { Skeleton } from '../../components/ui/skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useGroupCheckIns } from '../../api/champions/get-group-check-ins.ts';
import { formatCalendarDate } from '../../lib/date-format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { formatCount } from './group-format.ts';
import { GroupLoadError, GroupSection } from './group-section.tsx';

/**
 * The group's weekly check-ins as the champion sees them: the average rating per week with how many answered (a
 * table: its own text alternative), and the notes addressed to the champion, newest first, by name and week.
 */
export function CheckInSection() {
  const t = useT();
  const checkIns = useGroupCheckIns();
  return (
    <GroupSection title={t('champions.checkIns.title')}>
      {checkIns.isPending ? (
        <Skeleton />
      ) : checkIns.isError ? (
        <GroupLoadError
          messageKey="champions.checkIns.loadError"
          error={checkIns.error}
          retrying={checkIns.isFetching}
          onRetry={() => void checkIns.refetch()}
        />
      ) : (
        <>
          <p className="muted">{t('champions.checkIns.lead')}</p>
          <div className="table-scroll">
            <table className="check-in-weeks">
              <caption>{t('champions.checkIns.weeksCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('champions.checkIns.week')}</th>
                  <th scope="col">{t('champions.checkIns.average')}</th>
                  <th scope="col">{t('champions.checkIns.answered')}</th>
                </tr>
              </thead>
              <tbody>
                {[...checkIns.data.weeks].reverse().map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{formatCalendarDate(week.weekStart, 'shortDate')}</th>
                    <td>
                      {week.average === null ? (
                        <span className="muted">{t('champions.checkIns.noAnswers')}</span>
                      ) : (
                        <>
                          <meter className="check-in-weeks__meter" min={1} max={5} value={week.average} aria-hidden="true" />{' '}
                          {t('champions.checkIns.averageValue', { average: week.average })}
                        </>
                      )}
                    </td>
                    <td>{formatCount(week.answered)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="champion-section__subtitle">{t('champions.checkIns.notesTitle')}</h3>
          {checkIns.data.notes.length === 0 ? (
            <EmptyState title={t('champions.checkIns.noNotesTitle')}>{t('champions.checkIns.noNotesBody')}</EmptyState>
          ) : (
            <ul className="check-in-notes" aria-label={t('champions.checkIns.notesTitle')}>
              {checkIns.data.notes.map((note) => (
                <li key={note.id} className="check-in-notes__item">
                  <p className="small">
                    <strong>{note.participantName}</strong>{' '}
                    <span className="muted">
                      {t('champions.checkIns.noteWeek', { date: formatCalendarDate(note.weekStart, 'dayMonth') })}
                    </span>
                  </p>
                  <p className="check-in-notes__text">{note.note}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </GroupSection>
  );
}
