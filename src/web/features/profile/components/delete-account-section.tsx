import { useId, useState, type FormEvent } from 'react';
import { FRESH_SIGN_IN_MINUTES } from '../../../../shared/account.ts';
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
import { useT } from '../../../lib/i18n/use-t.ts';

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
  const t = useT();
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
      setFieldError(t('profile.delete.emailMismatch'));
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setFieldError(undefined);
    if (hasPassword && !password) {
      setPasswordError(t('profile.delete.passwordRequired'));
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
      <h2 id={headingId}>{t('profile.delete.heading')}</h2>
      <p>{t('profile.delete.warning')}</p>
      <div className="actions">
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('profile.delete.open')}
        </Button>
      </div>
      {open ? (
        <Dialog title={t('profile.delete.confirmTitle')} onClose={close}>
          <form className="form confirm" noValidate onSubmit={onSubmit}>
            <p>{t('profile.delete.removes')}</p>
            <ul className="delete-account__list">
              <li>{t('profile.delete.removesDetails')}</li>
              <li>{t('profile.delete.removesRecipes')}</li>
              <li>{t('profile.delete.removesGroup')}</li>
              <li>{t('profile.delete.removesRest')}</li>
            </ul>
            <p>{t('profile.delete.exportFirst')}</p>
            {remove.isError ? <Alert>{errorMessageOf(remove.error) ?? t('profile.delete.failed')}</Alert> : null}
            <TextField
              label={t('profile.delete.typeEmail')}
              hint={t('profile.delete.typeEmailHint', { email: me.email })}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              error={fieldError}
              onChange={(event) => setTyped(event.target.value)}
            />
            {hasPassword ? (
              <TextField
                label={t('profile.delete.password')}
                hint={t('profile.delete.passwordHint')}
                type="password"
                autoComplete="current-password"
                value={password}
                error={passwordError}
                onChange={(event) => setPassword(event.target.value)}
              />
            ) : (
              <p className="muted">{t('profile.delete.noPassword', { minutes: FRESH_SIGN_IN_MINUTES })}</p>
            )}
            <div className="dialog-actions">
              <Button type="submit" variant="danger" busy={remove.isPending}>
                {t('profile.delete.submit')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('profile.delete.cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
