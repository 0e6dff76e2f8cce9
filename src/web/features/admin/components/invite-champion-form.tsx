import { useState } from 'react';
import type { CreatedInvitation } from '../../../../shared/invitations.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answeredByServer } from '../../../lib/api-failure.ts';
import { fieldErrorsFromApi } from '../../../lib/form-errors.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../../lib/use-schema-submit.ts';
import { useInviteChampion } from '../../../api/admin/invite-champion.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { T } from '../../../lib/i18n/t.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const invitationSchema = schemaOnDemand(() => import('../../../../shared/admin.ts').then((m) => m.championInvitationSchema));

/** A champion invitation by email, for someone who has no account yet. */
export function InviteChampionForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<CreatedInvitation | null>(null);
  const invite = useInviteChampion();
  const t = useT();
  const input = { email: email.trim(), ...(message.trim() ? { message: message.trim() } : {}) };
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(invitationSchema, input, async (data) => {
    setSent(null);
    try {
      setSent(await invite.mutateAsync(data));
      setEmail('');
      setMessage('');
      return null;
    } catch (error) {
      // A field the server found wrong (a link in the message) is marked beside that field.
      const fieldErrors = fieldErrorsFromApi(error);
      if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
      if (answeredByServer(error)) return error.message;
      throw error;
    }
  });
  return (
    <form ref={formRef} className="form admin-form" noValidate onSubmit={onSubmit}>
      {formError ? <Alert>{formError}</Alert> : null}
      {sent ? (
        <Alert tone="success">
          <p>{sent.email ? t('admin.invite.sentTo', { email: sent.email }) : t('admin.invite.sent')}</p>
          <p className="small">
            <T
              k="admin.invite.linkNote"
              values={{ link: sent.link }}
              components={{ 0: <span className="invitation-created__link-inline" /> }}
            />
          </p>
        </Alert>
      ) : null}
      <TextField
        label={t('admin.invite.email')}
        type="email"
        autoComplete="off"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextArea
        label={t('admin.invite.message')}
        hint={t('admin.invite.messageHint')}
        rows={3}
        maxChars={500}
        value={message}
        error={errors.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="actions">
        <Button type="submit" busy={busy}>
          {t('admin.invite.submit')}
        </Button>
      </div>
    </form>
  );
}
