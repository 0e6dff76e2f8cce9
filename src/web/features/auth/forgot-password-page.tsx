import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorMessage } from '../../lib/auth-client.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { AuthCard } from './components/auth-card.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const forgotPasswordSchema = schemaOnDemand(() => import('../../../shared/auth.ts').then((m) => m.forgotPasswordInputSchema));

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(forgotPasswordSchema, { email }, async (data) => {
    const { error } = await authClient.requestPasswordReset({ email: data.email, redirectTo: paths.resetPassword });
    // Whether the account exists is never revealed; only "slow down" is worth saying.
    if (error?.code === 'TOO_MANY_REQUESTS') return authErrorMessage(error);
    setSent(true);
  });

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to={paths.signIn}>Back to sign in</Link>
        </p>
      }
    >
      {sent ? <Alert tone="success">If an account exists for that email, we have sent a link. It works for one hour.</Alert> : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
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
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
