import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '../../../shared/auth.ts';
import { paths } from '../../../shared/routing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorMessage } from '../../lib/auth-client.ts';
import { AuthCard } from './components/auth-card.tsx';
import { focusFirstInvalid } from './components/focus-first-invalid.ts';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // better-auth sends an expired or unknown link back here as ?error=INVALID_TOKEN.
  const linkInvalid = !token || searchParams.has('error');
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a new password');
      focusFirstInvalid(formRef.current);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: parsed.data, token });
      if (error) setFormError(authErrorMessage(error));
      else setDone(true);
    } catch (cause) {
      console.error(cause);
      setFormError('Could not reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Choose a new password">
      {formError ? <Alert>{formError}</Alert> : null}
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          error={fieldError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block busy={busy}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
