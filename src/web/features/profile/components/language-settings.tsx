import { useId, useState } from 'react';
import { isLocale, localeInfo, locales, weekStartOfLocale } from '../../../../shared/i18n/locales.ts';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import { measures, weekStarts, type Me, type ProfileUpdate } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUpdateProfile } from '../../../api/me/update-profile.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { activeLocale, translate } from '../../../lib/i18n/i18n.ts';
import { switchLanguage } from '../../../lib/i18n/language-choice.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** A select's value for "no choice: follow" (the browser's language, the language's first day). */
const follow = '';

const measureWords: Record<(typeof measures)[number], MessageKey> = {
  metric: 'profile.language.metric',
  us: 'profile.language.usCustomary',
  'as-written': 'profile.language.asWritten',
};

const dayWords: Record<(typeof weekStarts)[number], MessageKey> = {
  monday: 'profile.language.monday',
  sunday: 'profile.language.sunday',
  saturday: 'profile.language.saturday',
};

/**
 * "Language and measures" on the profile: the Language the app speaks to them (and writes their emails in),
 * the Measures recipes are shown in, and the day their week starts on. Each is saved as soon as it is chosen; a
 * new language shows at once and is remembered by this browser for the pages the server draws (language-choice.ts).
 */
export function LanguageSettings({ me }: { me: Me }) {
  const t = useT();
  const toast = useToast();
  const headingId = useId();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);

  const save = async (patch: ProfileUpdate) => {
    setError(null);
    try {
      const saved = await update.mutateAsync(patch);
      if (patch.language !== undefined) await switchLanguage(saved.language);
      // Read now, not from `t`: the language may have just changed.
      toast.success(translate('profile.language.saved'));
    } catch (cause) {
      setError(errorMessageOf(cause) ?? translate('profile.language.saveFailed'));
    }
  };

  const languageDay = weekStartOfLocale(me.language ?? activeLocale());
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.language.heading')}</h2>
      {error ? <Alert>{error}</Alert> : null}
      <SelectField
        label={t('profile.language.language')}
        value={me.language ?? follow}
        options={[
          { value: follow, label: t('profile.language.sameAsBrowser') },
          ...locales.map((locale) => ({ value: locale, label: localeInfo[locale]?.name ?? locale })),
        ]}
        onChange={(event) => void save({ language: isLocale(event.target.value) ? event.target.value : null })}
      />
      <SelectField
        label={t('profile.language.measures')}
        value={me.measures}
        options={measures.map((value) => ({ value, label: t(measureWords[value]) }))}
        onChange={(event) => {
          const chosen = measures.find((value) => value === event.target.value);
          if (chosen) void save({ measures: chosen });
        }}
      />
      <SelectField
        label={t('profile.language.weekStart')}
        value={me.weekStartSetting ?? follow}
        options={[
          { value: follow, label: t('profile.language.languageDay', { day: t(dayWords[languageDay]) }) },
          ...weekStarts.map((day) => ({ value: day, label: t(dayWords[day]) })),
        ]}
        onChange={(event) => void save({ weekStart: weekStarts.find((day) => day === event.target.value) ?? null })}
      />
    </section>
  );
}
