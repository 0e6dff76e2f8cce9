import { useSignOut } from '../lib/session/use-sign-out.ts';

/** Sign Out where the profile menu is not shown (setup pages): the same sign-out, as one button. */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" className="button button--ghost site-header__sign-out" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}
