import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { emailSchema } from '../../../shared/auth.ts';
import { paths } from '../../../shared/routing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorMessage } from '../../lib/auth-client.ts';
import { AuthCard } from './components/auth-card.tsx';
import { focusFirstInvalid } from './components/focus-first-invalid.ts';

export function ForgotPasswordPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      focusFirstInvalid(formRef.current);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email: parsed.data, redirectTo: paths.resetPassword });
      // Whether the account exists is never revealed; only "slow down" is worth saying.
      if (error?.status === 429) setFormError(authErrorMessage(error));
      else setSent(true);
    } catch (cause) {
      console.error(cause);
      setFormError('Could not reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

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
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" block busy={busy}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
