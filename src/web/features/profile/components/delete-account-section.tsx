import { useId, useState, type FormEvent } from 'react';
import { accountMessages, FRESH_SIGN_IN_MINUTES } from '../../../../shared/account.ts';
import { paths } from '../../../../shared/routing.ts';
import type { Me } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { clearOfflineCaches } from '../../../lib/offline/clear-offline-caches.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { clearSetupState } from '../../../lib/setup-state.ts';
import { confirmsEmail } from '../account-data.ts';
import { useDeleteAccount } from '../../../api/me/delete-account.ts';
import { useSignInMethods } from '../../../api/me/list-sign-in-methods.ts';
import { noteAccountDeleted } from '../../../lib/account-deleted-notice.ts';

/**
 * "Delete account": a dialog that says what goes, asks for their email again and their password (an account
 * without one is told to sign in again first: the server wants a recent sign-in), and then deletes. The server ends
 * the sessions; here the same clean-up as signing out (setup state and draft) and a fresh load of "/".
 */
export function DeleteAccountSection({ me }: { me: Me }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const methods = useSignInMethods(me.id);
  // Until the methods are known, ask for a password: most accounts have one, and the server decides anyway.
  const hasPassword = methods.data?.includes('credential') ?? true;

  const close = () => {
    setOpen(false);
    setTyped('');
    setPassword('');
    setFieldError(undefined);
    setPasswordError(undefined);
    remove.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmsEmail(typed, me.email)) {
      setFieldError('Type your email exactly as it is shown to confirm');
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setFieldError(undefined);
    if (hasPassword && !password) {
      setPasswordError(accountMessages.passwordRequired);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
      return;
    }
    setPasswordError(undefined);
    remove.mutate(
      { confirmEmail: typed.trim(), ...(hasPassword ? { password } : {}) },
      {
        onSuccess: async () => {
          clearSetupState(browserStorage, me.id);
          await clearOfflineCaches();
          noteAccountDeleted();
          window.location.replace(paths.home);
        },
      },
    );
  };

  return (
    <section className="card profile-section profile-section--danger" aria-labelledby={headingId}>
      <h2 id={headingId}>Delete account</h2>
      <p>Deleting your account removes you and everything you keep here for good. It cannot be undone.</p>
      <div className="actions">
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      {open ? (
        <Dialog title="Delete your account?" onClose={close}>
          <form className="form confirm" noValidate onSubmit={onSubmit}>
            <p>This removes, for good:</p>
            <ul className="delete-account__list">
              <li>your details, sign-in methods and sessions;</li>
              <li>your recipes and photos, meal plans and shopping lists;</li>
              <li>your place in a champion&rsquo;s group, and the invitations you sent;</li>
              <li>anything else that names you. Recipes you published to the catalogue stay, without your name.</li>
            </ul>
            <p>You may want to export your data first.</p>
            {remove.isError ? (
              <Alert>{errorMessageOf(remove.error) ?? 'Your account could not be deleted. Please try again.'}</Alert>
            ) : null}
            <TextField
              label="Type your email to confirm"
              hint={`Your email is ${me.email}.`}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              error={fieldError}
              onChange={(event) => setTyped(event.target.value)}
            />
            {hasPassword ? (
              <TextField
                label="Password"
                hint="The password you sign in with."
                type="password"
                autoComplete="current-password"
                value={password}
                error={passwordError}
                onChange={(event) => setPassword(event.target.value)}
              />
            ) : (
              <p className="muted">
                You sign in without a password here. If you signed in more than {FRESH_SIGN_IN_MINUTES} minutes ago, sign out and sign in
                again first, then delete your account.
              </p>
            )}
            <div className="dialog-actions">
              <Button type="submit" variant="danger" busy={remove.isPending}>
                Delete my account
              </Button>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
