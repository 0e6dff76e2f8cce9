import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorMessage } from '../../lib/auth-client.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';
import { AuthCard } from './components/auth-card.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const forgotPasswordSchema = schemaOnDemand(() => import('../../../shared/auth.ts').then((m) => m.forgotPasswordInputSchema));

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const t = useT();
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(forgotPasswordSchema, { email }, async (data) => {
    const { error } = await authClient.requestPasswordReset({ email: data.email, redirectTo: paths.resetPassword });
    // Whether the account exists is never revealed; only "slow down" is worth saying.
    if (error?.code === 'TOO_MANY_REQUESTS') return authErrorMessage(error);
    setSent(true);
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={
        <p>
          <T k="auth.forgot.remembered" components={{ 0: <Link to={paths.signIn} /> }} />
        </p>
      }
    >
      {sent ? <Alert tone="success">{t('auth.forgot.sent')}</Alert> : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" block busy={busy}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
