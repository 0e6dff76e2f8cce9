import { useId, useState } from 'react';
import { can } from '../../../shared/permissions.ts';
import { typeChoiceOutcome } from '../../../shared/champion-choice.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { FULL_NAME_MAX_LENGTH, userTypes, type Me, type UserType } from '../../../shared/users.ts';
import { dietaryNeeds, type DietaryNeed } from '../../../shared/dietary-needs.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ChipCheckboxes } from '../../components/ui/chip-checkboxes.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuthConfig } from '../../api/auth/get-auth-config.ts';
import { championStatusNote, typeUnavailableReason } from '../../lib/champion-status.ts';
import { useMe } from '../../api/me/get-me.ts';
import { schemaOnDemand, useSchemaSubmit } from '../../lib/use-schema-submit.ts';
import { useUpdateProfile } from '../../api/me/update-profile.ts';
import { ChampionSection } from './components/champion-section.tsx';
import { ChampionSeesSection } from './components/champion-sees-section.tsx';
import { HouseholdSection } from './components/household-section.tsx';
import { SignInSection } from './components/sign-in-section.tsx';
import { DeleteAccountSection } from './components/delete-account-section.tsx';
import { LanguageSettings } from './components/language-settings.tsx';
import { WeeklyEmailSection } from './components/weekly-email-section.tsx';
import { YourDataSection } from './components/your-data-section.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** The form's shared schema, loaded when the form is first used (lib/use-schema-submit.ts). */
const profileSchema = schemaOnDemand(() => import('../../../shared/users.ts').then((m) => m.profileUpdateSchema));

// The choices' words as catalogue keys: the stored values stay English.
const userTypeKeys: Record<UserType, MessageKey> = {
  regular: 'profile.details.userTypeRegular',
  champion: 'profile.details.userTypeChampion',
  both: 'profile.details.userTypeBoth',
};
const dietaryNeedKeys: Record<DietaryNeed, MessageKey> = {
  vegetarian: 'profile.details.dietaryVegetarian',
  vegan: 'profile.details.dietaryVegan',
  'gluten-free': 'profile.details.dietaryGlutenFree',
  'dairy-free': 'profile.details.dietaryDairyFree',
  'nut-free': 'profile.details.dietaryNutFree',
};

interface FormValues {
  name: string;
  householdSize: string;
  dietaryNeeds: DietaryNeed[];
  userType: UserType | undefined;
}

function DetailsForm({ me }: { me: Me }) {
  const [values, setValues] = useState<FormValues>({
    name: me.name,
    householdSize: String(me.householdSize),
    dietaryNeeds: me.dietaryNeeds,
    userType: me.userType ?? undefined,
  });
  const toast = useToast();
  const t = useT();
  const update = useUpdateProfile();
  const statusNoteId = useId();
  const statusNote = championStatusNote(me);
  const runsGroup = can(me, 'runGroup');
  const { data: serverSettings } = useAuthConfig();
  const pendingAfterSave =
    values.userType !== undefined &&
    me.championStatus !== 'requested' &&
    typeChoiceOutcome(me, values.userType, serverSettings?.championSignup ?? 'open') === 'requested';
  const dietaryNeedLabels = Object.fromEntries(dietaryNeeds.map((need) => [need, t(dietaryNeedKeys[need])])) as Record<DietaryNeed, string>;
  const change = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));
  const { formRef, errors, formError, busy, onSubmit } = useSchemaSubmit(profileSchema, values, async (data) => {
    try {
      const saved = await update.mutateAsync(data);
      const asked = saved.championStatus === 'requested' && me.championStatus !== 'requested';
      toast.success(asked ? t('profile.details.savedChampionPending') : t('profile.details.saved'));
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.message : t('profile.details.saveFailed');
    }
  });

  return (
    <form ref={formRef} className="form card" noValidate onSubmit={onSubmit}>
      <h2>{t('profile.details.heading')}</h2>
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label={t('profile.details.fullName')}
        autoComplete="name"
        maxChars={FULL_NAME_MAX_LENGTH}
        value={values.name}
        error={errors.name}
        onChange={(e) => change({ name: e.target.value })}
      />
      <TextField
        label={t('profile.details.householdSize')}
        hint={t('profile.details.householdSizeHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        className="field--short"
        value={values.householdSize}
        error={errors.householdSize}
        onChange={(e) => change({ householdSize: e.target.value })}
      />
      <ChipCheckboxes
        legend={t('profile.details.dietaryNeeds')}
        options={dietaryNeeds}
        labels={dietaryNeedLabels}
        values={values.dietaryNeeds}
        onChange={(needs) => change({ dietaryNeeds: needs })}
      />
      <fieldset className="fieldset segmented" role="radiogroup" aria-describedby={statusNote ? statusNoteId : undefined}>
        <legend className="fieldset__legend">{t('profile.details.howYouTakePart')}</legend>
        {userTypes.map((type) => (
          <label key={type} className="segmented__option">
            <input
              type="radio"
              name="userType"
              checked={values.userType === type}
              disabled={typeUnavailableReason(me, type) !== null}
              onChange={() => change({ userType: type })}
            />
            <span>{t(userTypeKeys[type])}</span>
          </label>
        ))}
      </fieldset>
      {statusNote ? (
        <p className="field__hint" id={statusNoteId}>
          {statusNote}
        </p>
      ) : null}
      {values.userType !== undefined && values.userType !== me.userType && pendingAfterSave ? (
        <p className="field__hint">{t('profile.details.championPending')}</p>
      ) : null}
      {runsGroup && values.userType === 'regular' ? <p className="field__hint">{t('profile.details.participantLeavesGroup')}</p> : null}
      <div className="actions">
        <Button type="submit" busy={busy}>
          {t('profile.details.save')}
        </Button>
      </div>
    </form>
  );
}

export function ProfilePage() {
  const { data: me } = useMe();
  const t = useT();
  if (!me) return <Loading />;
  return (
    <div className="page profile">
      <PageHeading>{t('profile.page.title')}</PageHeading>
      <p className="lead">{t('profile.page.lead')}</p>
      <div className="profile__columns">
        <div className="profile__column">
          <dl className="card details">
            <div className="details__row">
              <dt>{t('profile.page.email')}</dt>
              <dd>{me.email}</dd>
            </div>
          </dl>
          <DetailsForm me={me} />
          <LanguageSettings me={me} />
          <WeeklyEmailSection me={me} />
        </div>
        <div className="profile__column">
          <HouseholdSection myId={me.id} />
          <SignInSection me={me} />
          <ChampionSection />
          <ChampionSeesSection me={me} />
          <YourDataSection />
          <DeleteAccountSection me={me} />
        </div>
      </div>
    </div>
  );
}
