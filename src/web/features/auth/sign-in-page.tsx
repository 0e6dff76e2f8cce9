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

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const signInSchema = schemaOnDemand(() => import('../../../shared/auth.ts').then((m) => m.signInInputSchema));

/** better-auth sends OAuth failures back as ?error=<code>. */
function providerErrorText(code: string): string {
  return `Sign-in with that provider did not complete (${code.replace(/_/g, ' ')}). Please try again.`;
}

export function SignInPage() {
  const [searchParams] = useSearchParams();
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
    if (!queryClient.getQueryData(meQueryOptions.queryKey))
      return 'You are signed in, but your account could not be loaded. Please try again.';
  });
  const shownError = formError ?? (providerError ? providerErrorText(providerError) : null);

  return (
    <AuthCard
      title="Sign in"
      intro="Welcome back. Sign in to see your recipes and meal plan."
      footer={
        <p>
          New to Champion Kitchen? <Link to={withInvite(paths.signUp, invite)}>Create an account</Link>
        </p>
      }
    >
      {shownError ? <Alert>{shownError}</Alert> : null}
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
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className="form__aside">
          <Link to={paths.forgotPassword}>Forgotten your password?</Link>
        </p>
        <Button type="submit" block busy={busy}>
          Sign in
        </Button>
      </form>
      <ProviderButtons redirectTo={redirectTo} invite={invite} />
    </AuthCard>
  );
}
