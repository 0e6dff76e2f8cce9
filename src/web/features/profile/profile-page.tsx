import { dietaryNeedLabels, userTypeLabels } from '../../../shared/users.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useMe } from '../../lib/session/get-me.ts';

export function ProfilePage() {
  const { data: me } = useMe();
  if (!me) return <Loading />;
  const needs = me.dietaryNeeds.map((need) => dietaryNeedLabels[need]);
  const rows: [string, string][] = [
    ['Name', me.name || 'Not given'],
    ['Email', me.email],
    ['How you take part', me.userType ? userTypeLabels[me.userType] : 'Not chosen yet'],
    ['Household size', String(me.householdSize)],
    ['Dietary needs', needs.length ? needs.join(', ') : 'None'],
  ];
  return (
    <div className="page page--narrow">
      <PageHeading>Your profile</PageHeading>
      <p className="lead">The details you gave when you set up your account.</p>
      <dl className="card details">
        {rows.map(([term, value]) => (
          <div key={term} className="details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
