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
import { AuthCard } from './components/auth-card.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const resetPasswordSchema = schemaOnDemand(() => import('../../../shared/auth.ts').then((m) => m.resetPasswordInputSchema));

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
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
      <AuthCard title="Choose a new password">
        <Alert>This reset link is not valid or has expired.</Alert>
        <p>
          <Link to={paths.forgotPassword}>Ask for a new link</Link>
        </p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Choose a new password">
        <Alert tone="success">Your password has been changed. You can now sign in with it.</Alert>
        <p>
          <Link className={buttonClassName('primary', true)} to={paths.signIn}>
            Sign in
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      {formError ? <Alert>{formError}</Alert> : null}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={passwordFeedback ?? `At least ${PASSWORD_MIN_LENGTH} characters, not a common password, and not your name or email.`}
          value={password}
          error={errors.newPassword}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block busy={busy}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
