import { useId, useState } from 'react';
import type { Me } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUpdateProfile } from '../../../api/me/update-profile.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * `Weekly email` on the profile (docs/decisions/0084-the-weekly-digest.md): one checkbox, off until they turn it on,
 * saved as soon as it is ticked. The unsubscribe link in every weekly email sends people back here to turn it on again.
 */
export function WeeklyEmailSection({ me }: { me: Me }) {
  const t = useT();
  const toast = useToast();
  const headingId = useId();
  const hintId = useId();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  // What they just ticked, shown while it is saved (the box would otherwise flick back until the answer).
  const [saving, setSaving] = useState<boolean | null>(null);

  const save = async (weeklyEmail: boolean) => {
    setError(null);
    setSaving(weeklyEmail);
    try {
      await update.mutateAsync({ weeklyEmail });
      toast.success(weeklyEmail ? t('profile.weeklyEmail.turnedOn') : t('profile.weeklyEmail.turnedOff'));
    } catch (cause) {
      setError(errorMessageOf(cause) ?? t('profile.weeklyEmail.saveFailed'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={headingId} id="weekly-email">
      <h2 id={headingId}>{t('profile.weeklyEmail.heading')}</h2>
      {error ? <Alert>{error}</Alert> : null}
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            checked={saving ?? me.weeklyEmail}
            disabled={saving !== null}
            aria-describedby={hintId}
            onChange={(event) => void save(event.target.checked)}
          />
          <span className="choice__label">{t('profile.weeklyEmail.label')}</span>
        </label>
        <p className="field__hint" id={hintId}>
          {t('profile.weeklyEmail.hint')}
        </p>
      </div>
    </section>
  );
}
