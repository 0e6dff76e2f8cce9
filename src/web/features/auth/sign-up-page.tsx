import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/password-length.ts';
import { paths, signInPathFor } from '../../../shared/routing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { usePasswordFeedback } from '../../api/auth/check-password.ts';
import { authClient, authErrorMessage } from '../../lib/auth-client.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { meQueryOptions } from '../../api/me/get-me.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ProviderButtons } from './components/provider-buttons.tsx';
import { acceptInvitePath, rememberPendingInvite } from '../../lib/pending-invite.ts';
import { inviteFromSearch } from './invite-carry.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const signUpSchema = schemaOnDemand(() => import('../../../shared/auth.ts').then((m) => m.signUpInputSchema));

export function SignUpPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const t = useT();
  // An invitation (/signup?invite=…) travels on to setup: the guard sends new accounts to /setup, which reads
  // it back from storage and puts it in its own URL again.
  const invite = inviteFromSearch(searchParams);
  useEffect(() => rememberPendingInvite(browserStorage, invite), [invite]);
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const passwordFeedback = usePasswordFeedback(values.password, { name: values.name, email: values.email });
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(signUpSchema, values, async (data) => {
    const { error } = await authClient.signUp.email(data);
    if (error) return authErrorMessage(error);
    // Signed in as the new user: the guard on this page now sends them to /setup.
    await queryClient.refetchQueries({ queryKey: meQueryOptions.queryKey });
    if (!queryClient.getQueryData(meQueryOptions.queryKey)) await navigate(paths.signIn);
  });

  const update = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      intro={t('auth.signUp.intro')}
      footer={
        <p>
          <T
            k="auth.signUp.haveAccount"
            components={{ 0: <Link to={invite ? signInPathFor(acceptInvitePath(invite)) : paths.signIn} /> }}
          />
        </p>
      }
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('auth.field.fullName')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={update('name')}
        />
        <TextField
          label={t('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={errors.email}
          onChange={update('email')}
        />
        <TextField
          label={t('auth.field.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={passwordFeedback ?? t('auth.field.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
          value={values.password}
          error={errors.password}
          onChange={update('password')}
        />
        <Button type="submit" block busy={busy}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
      <ProviderButtons redirectTo={null} invite={invite} />
    </AuthCard>
  );
}
