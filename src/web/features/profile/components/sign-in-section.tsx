import { useId, useState } from 'react';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/password-length.ts';
import type { Me } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePasswordFeedback } from '../../../api/auth/check-password.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../../lib/use-schema-submit.ts';
import { loadAuthClient, useSignInMethods } from '../../../api/me/list-sign-in-methods.ts';
import { activeLocale } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const changePasswordSchema = schemaOnDemand(() => import('../../../../shared/auth.ts').then((m) => m.changePasswordInputSchema));

/** better-auth's provider ids, as a person knows them (catalogue keys); an id not listed is shown as it is. */
const methodKeys: Record<string, MessageKey> = {
  credential: 'profile.signIn.methodCredential',
  google: 'profile.signIn.methodGoogle',
  oidc: 'profile.signIn.methodOidc',
};

function ChangePasswordForm({ me }: { me: Me }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [changed, setChanged] = useState(false);
  const t = useT();
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
        label={t('profile.signIn.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
      />
      <TextField
        label={t('profile.signIn.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={passwordFeedback ?? t('profile.signIn.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
      />
      <div className="actions">
        <Button type="submit" busy={busy}>
          {t('profile.signIn.changePassword')}
        </Button>
      </div>
      <p role="status" className="status-line">
        {changed ? t('profile.signIn.changed') : ''}
      </p>
    </form>
  );
}

/** How they sign in (email and password, Google…), and changing the password when they have one. */
export function SignInSection({ me }: { me: Me }) {
  const headingId = useId();
  const methods = useSignInMethods(me.id);
  const t = useT();
  const methodName = (id: string) => {
    const key = methodKeys[id];
    return key ? t(key) : id;
  };
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.signIn.heading')}</h2>
      {methods.isPending ? (
        <Skeleton count={1} label={t('profile.signIn.loading')} />
      ) : methods.isError ? (
        <LoadError what={t('profile.signIn.loadWhat')} retrying={methods.isFetching} onRetry={() => void methods.refetch()} />
      ) : (
        <>
          <ul className="plain-list" aria-label={t('profile.signIn.methodsLabel')}>
            {methods.data.map((id) => (
              <li key={id}>{methodName(id)}</li>
            ))}
          </ul>
          {methods.data.includes('credential') ? (
            <ChangePasswordForm me={me} />
          ) : (
            <p className="muted">
              {t('profile.signIn.noPassword', {
                methods: new Intl.ListFormat(activeLocale(), { type: 'disjunction' }).format(methods.data.map(methodName)),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
