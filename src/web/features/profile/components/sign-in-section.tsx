import { useId, useState } from 'react';
import type { Me } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePasswordFeedback } from '../../../api/auth/check-password.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../../lib/use-schema-submit.ts';
import { loadAuthClient, useSignInMethods } from '../../../api/me/list-sign-in-methods.ts';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const changePasswordSchema = schemaOnDemand(() => import('../../../../shared/auth.ts').then((m) => m.changePasswordInputSchema));

/** better-auth's provider ids, as a person knows them. */
const methodLabels: Record<string, string> = { credential: 'Email and password', google: 'Google', oidc: 'Single sign-on' };

function ChangePasswordForm({ me }: { me: Me }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [changed, setChanged] = useState(false);
  const passwordFeedback = usePasswordFeedback(values.newPassword, { name: me.name, email: me.email });
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(changePasswordSchema, values, async (data) => {
    setChanged(false);
    const { authClient, authErrorMessage } = await loadAuthClient();
    const { error } = await authClient.changePassword({ ...data, revokeOtherSessions: true });
    // Which field is wrong goes beside that field, with the keyboard put there.
    const field = error?.code === 'INVALID_PASSWORD' ? 'currentPassword' : error?.code === 'WEAK_PASSWORD' ? 'newPassword' : null;
    if (error && field) return { fieldErrors: { [field]: authErrorMessage(error) } };
    if (error) return authErrorMessage(error);
    setValues({ currentPassword: '', newPassword: '' });
    setChanged(true);
    return null;
  });
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordFeedback ?? 'At least 10 characters, not a common password, and not your name or email.'}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
      />
      <div className="actions">
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </div>
      <p role="status" className="status-line">
        {changed ? 'Your password is changed. You are still signed in here; your other devices were signed out.' : ''}
      </p>
    </form>
  );
}

/** How they sign in (email and password, Google…), and changing the password when they have one. */
export function SignInSection({ me }: { me: Me }) {
  const headingId = useId();
  const methods = useSignInMethods(me.id);
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Signing in</h2>
      {methods.isPending ? (
        <Skeleton count={1} label="Loading your sign-in methods…" />
      ) : methods.isError ? (
        <LoadError what="your sign-in methods" retrying={methods.isFetching} onRetry={() => void methods.refetch()} />
      ) : (
        <>
          <ul className="plain-list" aria-label="Your sign-in methods">
            {methods.data.map((id) => (
              <li key={id}>{methodLabels[id] ?? id}</li>
            ))}
          </ul>
          {methods.data.includes('credential') ? (
            <ChangePasswordForm me={me} />
          ) : (
            <p className="muted">
              You sign in with {methods.data.map((id) => methodLabels[id] ?? id).join(' or ')}: there is no password to change here.
            </p>
          )}
        </>
      )}
    </section>
  );
}
