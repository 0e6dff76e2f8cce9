import { otherAppAddress } from '../../../../shared/app-address.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useAuthConfig } from '../../../api/auth/get-auth-config.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * When the server is configured with one address (BASE_URL) and this page was opened at another, nothing here
 * can sign in: say where to go, with a link to the same page there, before anyone fills in a form.
 */
export function WrongAddressNotice() {
  const { data } = useAuthConfig();
  const t = useT();
  // Nothing to say until the server's address is known (and no window to ask while the build draws the page).
  if (!data?.appUrl) return null;
  const appUrl = otherAppAddress(data.appUrl, window.location.origin);
  if (!appUrl) return null;
  const samePageThere = `${appUrl.replace(/\/+$/, '')}${window.location.pathname}${window.location.search}`;
  return (
    <Alert title={t('auth.wrongAddress.title')}>
      <p>{t('auth.wrongAddress.body')}</p>
      <p>
        <a href={samePageThere}>{t('auth.wrongAddress.openThere', { address: appUrl })}</a>
      </p>
    </Alert>
  );
}
