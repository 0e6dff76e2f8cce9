import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';
import { useChampionsList } from '../../api/champions/list-champions.ts';
import { useMyChampion } from '../../api/me/get-my-champion.ts';
import { formatMoment } from '../../lib/date-format.ts';

/** What did not load, in one sentence with the reason as `{reason}`, and a way to ask again. */
function LoadError({
  messageKey,
  error,
  onRetry,
  retrying,
}: {
  messageKey: MessageKey;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <div role="alert" className="champions__error">
      <p>{t(messageKey, { reason: errorMessageOf(error) ?? t('champions.loadError.unknown') })}</p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('champions.loadError.tryAgain')}
      </Button>
    </div>
  );
}

function YourChampion() {
  const t = useT();
  const headingId = useId();
  const mine = useMyChampion();
  const champion = mine.data?.champion ?? null;
  return (
    <section className="card champions__mine" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('champions.mine.title')}</h2>
      {mine.isPending ? <Skeleton /> : null}
      {mine.isError ? (
        <LoadError
          messageKey="champions.mine.loadError"
          error={mine.error}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      ) : null}
      {mine.isSuccess && champion ? (
        <>
          <p>
            <T
              k="champions.mine.inGroup"
              values={{ name: champion.name, date: formatMoment(champion.joinedAt, 'date') }}
              components={{ 0: <strong /> }}
            />
          </p>
          <p className="muted small">
            <T k="champions.mine.leaveHint" components={{ 0: <Link to={paths.profile} /> }} />
          </p>
        </>
      ) : null}
      {mine.isSuccess && !champion ? <p>{t('champions.mine.none')}</p> : null}
      <p>
        <Link className={buttonClassName('secondary')} to={paths.acceptInvitation}>
          {t('champions.mine.joinByCode')}
        </Link>
      </p>
    </section>
  );
}

function ChampionList() {
  const t = useT();
  const headingId = useId();
  const list = useChampionsList();
  return (
    <section className="card champions__list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('champions.list.title')}</h2>
      {list.isPending ? <Skeleton /> : null}
      {list.isError ? (
        <LoadError
          messageKey="champions.list.loadError"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}
      {list.isSuccess && list.data.length === 0 ? <p>{t('champions.list.empty')}</p> : null}
      {list.isSuccess && list.data.length > 0 ? (
        <table className="champions__table">
          <thead>
            <tr>
              <th scope="col">{t('champions.list.champion')}</th>
              <th scope="col">{t('champions.list.groupSize')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((champion) => (
              <tr key={champion.id}>
                <th scope="row">{champion.name}</th>
                <td>{t('champions.list.members', { count: champion.groupSize })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="muted small">{t('champions.list.howToJoin')}</p>
    </section>
  );
}

/** /champions: the programme's champions (name, group size), the person's own champion, and joining by code. */
export function ChampionsPage() {
  const t = useT();
  return (
    <div className="page">
      <PageHeading>{t('champions.page.title')}</PageHeading>
      <p className="lead">{t('champions.page.lead')}</p>
      <div className="champions">
        <YourChampion />
        <ChampionList />
      </div>
    </div>
  );
}
