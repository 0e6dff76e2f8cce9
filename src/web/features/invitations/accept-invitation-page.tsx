import { useState, type FormEvent } from 'react';
import { invitationCodeSchema } from '../../../shared/invitations.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useInvitationLookup } from '../../api/invitations/lookup-invitation.ts';
import { AcceptInvitationActions } from './components/accept-invitation-actions.tsx';
import { InvitationSummary } from './components/invitation-summary.tsx';
import { invitationCodeFromInput } from './invitation-code.ts';
import { invitationFailureHeading, invitationFailureText } from './invitation-text.ts';

/** /accept-invitation (signed in, setup complete): type or paste a code, see the invitation, accept it. */
export function AcceptInvitationPage() {
  const [input, setInput] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [code, setCode] = useState<string | null>(null);
  const lookup = useInvitationLookup(code);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = invitationCodeSchema.safeParse(invitationCodeFromInput(input));
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter the invitation code');
      setCode(null);
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setFieldError(undefined);
    setCode(parsed.data);
    if (parsed.data === code) void lookup.refetch();
  };

  return (
    <div className="page page--narrow">
      <PageHeading>Accept an invitation</PageHeading>
      <p className="lead">
        A champion can invite you to their group with an invitation link or code. Accepting it makes them your champion, so that they can
        support you and recommend recipes to you.
      </p>
      <form className="form card invitation-code-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Invitation code"
          name="code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="The code from your invitation, or the whole link."
          value={input}
          error={fieldError}
          onChange={(event) => setInput(event.target.value)}
        />
        <div className="actions">
          <Button type="submit" variant="secondary" busy={lookup.isFetching}>
            Look up
          </Button>
        </div>
      </form>
      {code ? (
        <section className="card invitation-card" aria-live="polite">
          {lookup.isPending ? <Skeleton /> : null}
          {lookup.isError ? <Alert title={invitationFailureHeading(lookup.error)}>{invitationFailureText(lookup.error)}</Alert> : null}
          {lookup.isSuccess ? (
            <>
              <InvitationSummary invitation={lookup.data} />
              <AcceptInvitationActions key={code} code={code} invitation={lookup.data} />
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
