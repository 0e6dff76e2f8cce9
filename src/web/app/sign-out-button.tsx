import { useSignOut } from '../lib/session/use-sign-out.ts';
import { useT } from '../lib/i18n/use-t.ts';

/** Sign Out where the profile menu is not shown (setup pages): the same sign-out, as one button. */
export function SignOutButton() {
  const signOut = useSignOut();
  const t = useT();
  return (
    <button type="button" className="button button--ghost site-header__sign-out" onClick={() => void signOut()}>
      {t('nav.signOut')}
    </button>
  );
}
