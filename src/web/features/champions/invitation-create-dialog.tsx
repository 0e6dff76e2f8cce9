import { useState } from 'react';
import { invitationLimits, type CreatedInvitation } from '../../../shared/invitations.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { answeredByServer } from '../../lib/api-failure.ts';
import { fieldErrorsFromApi } from '../../lib/form-errors.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCreateInvitation } from '../../api/invitations/create-invitation.ts';
import {
  emptyInvitationForm,
  expiryChoiceLabel,
  expiryChoices,
  invitationInputFrom,
  type ExpiryChoice,
  type InvitationFormValues,
} from './group-format.ts';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const createSchema = schemaOnDemand(() => import('../../../shared/invitations.ts').then((m) => m.invitationCreateSchema));

/** The form behind `Create invitation`: everything optional, sensible defaults (one use, two weeks). */
export function InvitationCreateDialog({ onCreated, onClose }: { onCreated: (created: CreatedInvitation) => void; onClose: () => void }) {
  const t = useT();
  const [values, setValues] = useState<InvitationFormValues>(emptyInvitationForm);
  const create = useCreateInvitation();
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const set = <K extends keyof InvitationFormValues>(key: K, value: InvitationFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(createSchema, invitationInputFrom(values), async (data) => {
    setServerErrors({});
    try {
      onCreated(await create.mutateAsync(data));
      return null;
    } catch (error) {
      if (answeredByServer(error)) {
        setServerErrors(fieldErrorsFromApi(error));
        return error.message;
      }
      throw error;
    }
  });
  // The form's own check words the fields it can find wrong in the reader's language (the shared schema's words
  // are English, for the API); the server's refusals arrive in words of their own.
  const checkWords: Partial<Record<string, string>> = {
    email: t('champions.createDialog.emailInvalid'),
    maxUses: t('champions.createDialog.usesInvalid', { max: invitationLimits.maxUses }),
  };
  const fieldError = (name: string) => (errors[name] ? (checkWords[name] ?? errors[name]) : serverErrors[name]);

  return (
    <Dialog title={t('champions.createDialog.title')} subtitle={t('champions.createDialog.subtitle')} onClose={onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <TextArea
          label={t('champions.createDialog.messageLabel')}
          hint={t('champions.createDialog.messageHint')}
          maxChars={invitationLimits.message}
          rows={3}
          value={values.message}
          error={fieldError('message')}
          onChange={(event) => set('message', event.target.value)}
        />
        <TextField
          label={t('champions.createDialog.emailLabel')}
          hint={t('champions.createDialog.emailHint')}
          type="email"
          autoComplete="off"
          value={values.email}
          error={fieldError('email')}
          onChange={(event) => set('email', event.target.value)}
        />
        <TextField
          label={t('champions.createDialog.usesLabel')}
          hint={t('champions.createDialog.usesHint', { max: invitationLimits.maxUses })}
          type="number"
          inputMode="numeric"
          min={1}
          max={invitationLimits.maxUses}
          value={values.maxUses}
          error={fieldError('maxUses')}
          onChange={(event) => set('maxUses', event.target.value)}
        />
        <SelectField
          label={t('champions.createDialog.expiryLabel')}
          options={expiryChoices.map((choice) => ({ value: choice.value, label: expiryChoiceLabel(choice.days) }))}
          value={values.expiry}
          onChange={(event) => set('expiry', event.target.value as ExpiryChoice)}
        />
        <div className="dialog-actions">
          <Button type="submit" busy={busy}>
            {t('champions.createDialog.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('champions.createDialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
