import { useId, useState } from 'react';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import type { ChampionSees, Me } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useMyChampion } from '../../../api/me/get-my-champion.ts';
import { useUpdateProfile } from '../../../api/me/update-profile.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const settings: readonly { key: keyof ChampionSees; label: MessageKey; hint: MessageKey }[] = [
  { key: 'activity', label: 'profile.championSees.activity', hint: 'profile.championSees.activityHint' },
  { key: 'goalProgress', label: 'profile.championSees.goalProgress', hint: 'profile.championSees.goalProgressHint' },
  { key: 'checkInNotes', label: 'profile.championSees.checkInNotes', hint: 'profile.championSees.checkInNotesHint' },
];

/** One setting: a checkbox with what it shows the champion beside it, saved as soon as it changes. */
function Setting({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = `${useId()}-hint`;
  return (
    <div className="field">
      <label className="choice">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="choice__label">{label}</span>
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}

/**
 * "What my champion can see" (docs/decisions/0082-goals-and-what-a-champion-sees.md): activity counts, goal progress and
 * check-in notes, each saved as soon as it is changed. Someone in no group sees the choices greyed, with why.
 */
export function ChampionSeesSection({ me }: { me: Me }) {
  const t = useT();
  const toast = useToast();
  const headingId = useId();
  const leadId = useId();
  const update = useUpdateProfile();
  const mine = useMyChampion();
  const [error, setError] = useState<string | null>(null);
  // Shown as chosen at once (a checkbox that waited for the server would seem not to take the click), and put back
  // when the save fails.
  const [sees, setSees] = useState<ChampionSees>(me.championSees);
  const inGroup = mine.data?.champion != null;

  const save = async (key: keyof ChampionSees, checked: boolean) => {
    setError(null);
    setSees((current) => ({ ...current, [key]: checked }));
    try {
      await update.mutateAsync({ championSees: { [key]: checked } as Partial<ChampionSees> });
      toast.success(t('profile.championSees.saved'));
    } catch (cause) {
      setSees((current) => ({ ...current, [key]: !checked }));
      setError(errorMessageOf(cause) ?? t('profile.championSees.saveFailed'));
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={headingId} aria-describedby={leadId}>
      <h2 id={headingId}>{t('profile.championSees.heading')}</h2>
      <p id={leadId}>{inGroup || !mine.isSuccess ? t('profile.championSees.lead') : t('profile.championSees.notInGroup')}</p>
      {error ? <Alert>{error}</Alert> : null}
      {settings.map((setting) => (
        <Setting
          key={setting.key}
          label={t(setting.label)}
          hint={t(setting.hint)}
          checked={sees[setting.key]}
          disabled={!inGroup}
          onChange={(checked) => void save(setting.key, checked)}
        />
      ))}
    </section>
  );
}
