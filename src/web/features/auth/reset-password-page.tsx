import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/password-length.ts';
import { paths } from '../../../shared/routing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { usePasswordFeedback } from '../../api/auth/check-password.ts';
import { authClient, authErrorMessage } from '../../lib/auth-client.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { AuthCard } from './components/auth-card.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const resetPasswordSchema = schemaOnDemand(() => import('../../../shared/auth.ts').then((m) => m.resetPasswordInputSchema));

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const t = useT();
  // better-auth sends an expired or unknown link back here as ?error=INVALID_TOKEN.
  const linkInvalid = !token || searchParams.has('error');
  const [password, setPassword] = useState('');
  const passwordFeedback = usePasswordFeedback(password);
  const [done, setDone] = useState(false);
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(resetPasswordSchema, { newPassword: password }, async (data) => {
    const { error } = await authClient.resetPassword({ newPassword: data.newPassword, token: token ?? '' });
    if (error) return authErrorMessage(error);
    setDone(true);
  });

  if (linkInvalid) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert>{t('auth.reset.linkInvalid')}</Alert>
        <p>
          <Link to={paths.forgotPassword}>{t('auth.reset.askNewLink')}</Link>
        </p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert tone="success">{t('auth.reset.done')}</Alert>
        <p>
          <Link className={buttonClassName('primary', true)} to={paths.signIn}>
            {t('auth.reset.signIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')}>
      {formError ? <Alert>{formError}</Alert> : null}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('auth.field.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={passwordFeedback ?? t('auth.field.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          error={errors.newPassword}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block busy={busy}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
