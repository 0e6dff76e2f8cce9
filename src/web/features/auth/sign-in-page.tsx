import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, safeRedirectTarget } from '../../../shared/routing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorMessage } from '../../lib/auth-client.ts';
import { meQueryOptions } from '../../api/me/get-me.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ProviderButtons } from './components/provider-buttons.tsx';
import { withInvite } from '../../lib/pending-invite.ts';
import { inviteFromSearch } from './invite-carry.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const signInSchema = schemaOnDemand(() => import('../../../shared/auth.ts').then((m) => m.signInInputSchema));

/** better-auth sends OAuth failures back as ?error=<code>. */
function providerErrorText(code: string): string {
  return translate('auth.signIn.providerFailed', { code: code.replace(/_/g, ' ') });
}

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const t = useT();
  const redirectTo = safeRedirectTarget(searchParams.get('redirectTo'));
  const providerError = searchParams.get('error');
  // Signing in to accept an invitation (?redirectTo=/accept-invite/…): a new account made here carries it too.
  const invite = redirectTo ? inviteFromSearch(new URLSearchParams({ redirectTo })) : null;
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(signInSchema, { email, password }, async (data) => {
    const { error } = await authClient.signIn.email(data);
    if (error) return authErrorMessage(error);
    // Re-reading the user makes the guard send them on: to ?redirectTo= or to where they belong.
    await queryClient.refetchQueries({ queryKey: meQueryOptions.queryKey });
    if (!queryClient.getQueryData(meQueryOptions.queryKey)) return t('auth.signIn.accountNotLoaded');
  });
  const shownError = formError ?? (providerError ? providerErrorText(providerError) : null);

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      intro={t('auth.signIn.intro')}
      footer={
        <p>
          <T k="auth.signIn.newHere" components={{ 0: <Link to={withInvite(paths.signUp, invite)} /> }} />
        </p>
      }
    >
      {shownError ? <Alert>{shownError}</Alert> : null}
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
        <TextField
          label={t('auth.field.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className="form__aside">
          <Link to={paths.forgotPassword}>{t('auth.signIn.forgotten')}</Link>
        </p>
        <Button type="submit" block busy={busy}>
          {t('auth.signIn.submit')}
        </Button>
      </form>
      <ProviderButtons redirectTo={redirectTo} invite={invite} />
    </AuthCard>
  );
}
