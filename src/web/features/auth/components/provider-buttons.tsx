import { useState } from 'react';
import { paths } from '../../../../shared/routing.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuthConfig } from '../../../api/auth/get-auth-config.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { providerCallbacks } from '../invite-carry.ts';

interface Provider {
  id: string;
  label: string;
}

/**
 * "Continue with Google" (only when the server has Google configured) and "Continue with <name>" for a
 * configured OpenID Connect provider. After the provider's round trip the user lands on /signin, whose
 * guard sends them on (to `redirectTo` when there is one); new accounts go to /setup. A pending invitation
 * rides along: new accounts go to /setup?invite=…, existing ones back to its invite page.
 */
export function ProviderButtons({ redirectTo, invite = null }: { redirectTo: string | null; invite?: string | null }) {
  const { data } = useAuthConfig();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  const providers: Provider[] = [];
  if (data?.google) providers.push({ id: 'google', label: t('auth.providers.continueWithGoogle') });
  if (data?.oidc) providers.push({ id: data.oidc.providerId, label: t('auth.providers.continueWith', { name: data.oidc.name }) });
  if (providers.length === 0) return null;

  const start = async (provider: Provider) => {
    setBusyId(provider.id);
    setError(null);
    const { callbackURL, newUserCallbackURL } = providerCallbacks(redirectTo, invite);
    try {
      // The sign-in client loads with the click: pages that show these buttons beside others (an invitation's page)
      // or share a chunk with them need not download it first.
      const { authClient, authErrorMessage } = await import('../../../lib/auth-client.ts');
      const result = await authClient.signIn.social({
        provider: provider.id,
        callbackURL,
        newUserCallbackURL,
        errorCallbackURL: paths.signIn,
      });
      if (result.error) {
        setError(authErrorMessage(result.error));
        setBusyId(null);
      }
      // On success the browser is already on its way to the provider.
    } catch (cause) {
      console.error(cause);
      setError(t('auth.providers.unreachable'));
      setBusyId(null);
    }
  };

  return (
    <div className="providers">
      <p className="divider">
        <span>{t('auth.providers.or')}</span>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          block
          busy={busyId === provider.id}
          disabled={busyId !== null && busyId !== provider.id}
          onClick={() => void start(provider)}
        >
          {provider.label}
        </Button>
      ))}
    </div>
  );
}
