import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useChampionsList } from '../../api/champions/list-champions.ts';
import { useMyChampion } from '../../api/me/get-my-champion.ts';
import { formatMoment } from '../../lib/date-format.ts';

function LoadError({ what, error, onRetry, retrying }: { what: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="champions__error">
      <p>
        {what} could not be loaded: {errorMessageOf(error) ?? 'Something went wrong.'}
      </p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function YourChampion() {
  const headingId = useId();
  const mine = useMyChampion();
  const champion = mine.data?.champion ?? null;
  return (
    <section className="card champions__mine" aria-labelledby={headingId}>
      <h2 id={headingId}>Your champion</h2>
      {mine.isPending ? <Skeleton /> : null}
      {mine.isError ? (
        <LoadError what="Your champion" error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : null}
      {mine.isSuccess && champion ? (
        <>
          <p>
            You are in <strong>{champion.name}</strong>&rsquo;s group, since {formatMoment(champion.joinedAt, 'date')}.
          </p>
          <p className="muted small">
            You can leave the group from <Link to={paths.profile}>your profile</Link>. Joining another champion&rsquo;s group moves you
            there.
          </p>
        </>
      ) : null}
      {mine.isSuccess && !champion ? <p>{"You have not joined a champion's group yet."}</p> : null}
      <p>
        <Link className={buttonClassName('secondary')} to={paths.acceptInvitation}>
          Join a group with an invitation code
        </Link>
      </p>
    </section>
  );
}

function ChampionList() {
  const headingId = useId();
  const list = useChampionsList();
  return (
    <section className="card champions__list" aria-labelledby={headingId}>
      <h2 id={headingId}>The programme&rsquo;s champions</h2>
      {list.isPending ? <Skeleton /> : null}
      {list.isError ? (
        <LoadError what="The champions" error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : null}
      {list.isSuccess && list.data.length === 0 ? <p>The programme has no champions yet.</p> : null}
      {list.isSuccess && list.data.length > 0 ? (
        <table className="champions__table">
          <thead>
            <tr>
              <th scope="col">Champion</th>
              <th scope="col">Group size</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((champion) => (
              <tr key={champion.id}>
                <th scope="row">{champion.name}</th>
                <td>{champion.groupSize === 1 ? '1 member' : `${champion.groupSize} members`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="muted small">To join a group, ask its champion for an invitation.</p>
    </section>
  );
}

/** /champions: the programme's champions (name, group size), the person's own champion, and joining by code. */
export function ChampionsPage() {
  return (
    <div className="page">
      <PageHeading>Champions</PageHeading>
      <p className="lead">The programme&rsquo;s champions: the volunteers who run its groups.</p>
      <div className="champions">
        <YourChampion />
        <ChampionList />
      </div>
    </div>
  );
}
