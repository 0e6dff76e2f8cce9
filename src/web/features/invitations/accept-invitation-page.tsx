import { useState, type FormEvent } from 'react';
import { invitationCodeSchema } from '../../../shared/invitations.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useInvitationLookup } from '../../api/invitations/lookup-invitation.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { AcceptInvitationActions } from './components/accept-invitation-actions.tsx';
import { InvitationSummary } from './components/invitation-summary.tsx';
import { invitationCodeFromInput } from './invitation-code.ts';
import { invitationFailureHeading, invitationFailureText } from './invitation-text.ts';

/** /accept-invitation (signed in, setup complete): type or paste a code, see the invitation, accept it. */
export function AcceptInvitationPage() {
  const t = useT();
  const [input, setInput] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [code, setCode] = useState<string | null>(null);
  const lookup = useInvitationLookup(code);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = invitationCodeSchema.safeParse(invitationCodeFromInput(input));
    if (!parsed.success) {
      // The schema's own words are English: the form says the same in the reader's language.
      setFieldError(invitationCodeFromInput(input) === '' ? t('validation.invitation.code') : t('error.INVITATION_INVALID'));
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
      <PageHeading>{t('invitations.codePage.title')}</PageHeading>
      <p className="lead">{t('invitations.codePage.lead')}</p>
      <form className="form card invitation-code-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('invitations.codePage.codeLabel')}
          name="code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('invitations.codePage.codeHint')}
          value={input}
          error={fieldError}
          onChange={(event) => setInput(event.target.value)}
        />
        <div className="actions">
          <Button type="submit" variant="secondary" busy={lookup.isFetching}>
            {t('invitations.codePage.lookUp')}
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
