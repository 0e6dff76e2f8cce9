import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { answeredByServer, failedWith } from '../../../lib/api-failure.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../../lib/use-schema-submit.ts';
import { usePromoteChampion } from '../../../api/admin/promote-champion.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const promoteSchema = schemaOnDemand(() => import('../../../../shared/admin.ts').then((m) => m.promoteChampionSchema));

/** Makes an existing account a champion, found by its email. */
export function PromoteChampionForm() {
  const [email, setEmail] = useState('');
  const toast = useToast();
  const t = useT();
  const promote = usePromoteChampion();
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(promoteSchema, { email: email.trim() }, async (data) => {
    try {
      await promote.mutateAsync(data);
      toast.success(t('admin.promote.done', { email: data.email }));
      setEmail('');
      return null;
    } catch (error) {
      // What is wrong with this email (no account, a champion already) goes beside the field.
      if (failedWith(error, 'NOT_FOUND', 'ALREADY_CHAMPION')) return { fieldErrors: { email: error.message } };
      if (answeredByServer(error)) return error.message;
      throw error;
    }
  });
  return (
    <form ref={formRef} className="form admin-form" noValidate onSubmit={onSubmit}>
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label={t('admin.promote.email')}
        hint={t('admin.promote.emailHint')}
        type="email"
        autoComplete="off"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="actions">
        <Button type="submit" busy={busy}>
          {t('admin.promote.submit')}
        </Button>
      </div>
    </form>
  );
}
