import { PageHeading } from '../../components/ui/page-heading.tsx';

export function AcceptInvitationPage() {
  return (
    <div className="page page--narrow">
      <PageHeading>Accept an invitation</PageHeading>
      <p className="lead">
        A champion can invite you to their group with an invitation link or code. Accepting it makes them your champion, so that they can
        support you and recommend recipes to you.
      </p>
    </div>
  );
}
