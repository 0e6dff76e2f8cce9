import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { InvitationLookup } from '../../../shared/invitations.ts';
import { dashboardPathFor, paths } from '../../../shared/routing.ts';
import { FULL_NAME_MAX_LENGTH, setupInputSchema, userTypes, type Me, type SetupDraft, type UserType } from '../../../shared/users.ts';
import { dietaryNeeds, type DietaryNeed } from '../../../shared/dietary-needs.ts';
import { typeChoiceOutcome } from '../../../shared/champion-choice.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useAuthConfig } from '../../api/auth/get-auth-config.ts';
import { typeUnavailableReason } from '../../lib/champion-status.ts';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failedWith } from '../../lib/api-failure.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { fieldErrorsFromApi, type FieldErrors } from '../../lib/form-errors.ts';
import { useMe } from '../../api/me/get-me.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { loadSetupDraft, saveSetupDraft } from '../../lib/setup-state.ts';
import { focusFirstInvalid } from '../../lib/use-schema-submit.ts';
import { useCompleteSetup } from '../../api/me/complete-setup.ts';
import { useInvitationLookup } from '../../api/invitations/lookup-invitation.ts';
import { SetupInvitation } from './components/setup-invitation.tsx';
import { forgetPendingInvite, rememberPendingInvite, resolvePendingInvite } from '../../lib/pending-invite.ts';
import { meKeys } from '../../api/me/keys.ts';
import { isInvitationFailure, isLookupRefusal } from './invitation-failures.ts';
import { setupFieldErrors } from './setup-field-errors.ts';

const DEFAULT_HOUSEHOLD_SIZE = 2;

/** Each way of taking part: its name (the source's: Participant, Champion, Both) and what it brings. */
const userTypeWords: Record<UserType, { label: MessageKey; hint: MessageKey }> = {
  regular: { label: 'setup.userType.regular', hint: 'setup.userType.regularHint' },
  champion: { label: 'setup.userType.champion', hint: 'setup.userType.championHint' },
  both: { label: 'setup.userType.both', hint: 'setup.userType.bothHint' },
};

const dietaryNeedKeys: Record<DietaryNeed, MessageKey> = {
  vegetarian: 'setup.dietaryNeed.vegetarian',
  vegan: 'setup.dietaryNeed.vegan',
  'gluten-free': 'setup.dietaryNeed.glutenFree',
  'dairy-free': 'setup.dietaryNeed.dairyFree',
  'nut-free': 'setup.dietaryNeed.nutFree',
};

interface FormValues {
  name: string;
  userType: UserType | undefined;
  householdSize: string;
  dietaryNeeds: DietaryNeed[];
}

function initialValues(me: Me, draft: SetupDraft, championPage: boolean): FormValues {
  const wanted = draft.userType ?? (championPage ? 'champion' : (me.userType ?? undefined));
  return {
    name: draft.name ?? me.name,
    // Champion and Both are closed to someone whose champion role an admin removed: nothing is preselected.
    userType: wanted && typeUnavailableReason(me, wanted) ? undefined : wanted,
    householdSize: draft.householdSize !== undefined ? String(draft.householdSize) : String(me.householdSize || DEFAULT_HOUSEHOLD_SIZE),
    dietaryNeeds: draft.dietaryNeeds ?? me.dietaryNeeds,
  };
}

interface SetupInvite {
  code: string;
  /** Who invited them, once looked up. */
  invitation: InvitationLookup | undefined;
}

function SetupForm({
  me,
  championPage,
  invite,
  onDropInvite,
}: {
  me: Me;
  championPage: boolean;
  invite: SetupInvite | null;
  onDropInvite: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const completeSetup = useCompleteSetup();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  // While setup is incomplete, the saved draft (setupData_{uid}) is loaded back into the form.
  const [values, setValues] = useState<FormValues>(() => initialValues(me, loadSetupDraft(browserStorage, me.id), championPage));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The server refused the invitation while finishing setup: its message, and a way to finish without it.
  const [inviteError, setInviteError] = useState<string | null>(null);
  const dirty = useRef(false);
  // A champion invitation fixes how they take part (the server makes them a champion on accepting it).
  const fixedChampion = invite?.invitation?.kind === 'champion';
  const userType = fixedChampion ? 'champion' : values.userType;
  const toast = useToast();
  const { data: serverSettings } = useAuthConfig();
  // What the chosen type does for them: under CHAMPION_SIGNUP=approval, Champion and Both wait for an admin.
  const pending =
    !fixedChampion && userType !== undefined && typeChoiceOutcome(me, userType, serverSettings?.championSignup ?? 'open') === 'requested';
  // The reason's words are the catalogue's for the server's refusal of the same choice (CHAMPION_REVOKED).
  const closedReason = fixedChampion || typeUnavailableReason(me, 'champion') === null ? null : t('error.CHAMPION_REVOKED');

  // The draft is saved as the user types, so that a half-filled form survives a reload.
  useEffect(() => {
    if (!dirty.current) return;
    const draft: SetupDraft = {
      name: values.name,
      householdSize: values.householdSize,
      dietaryNeeds: values.dietaryNeeds,
      ...(values.userType ? { userType: values.userType } : {}),
    };
    saveSetupDraft(browserStorage, me.id, draft);
  }, [values, me.id]);

  const change = (patch: Partial<FormValues>) => {
    dirty.current = true;
    setValues((current) => ({ ...current, ...patch }));
  };

  const toggleNeed = (need: DietaryNeed, checked: boolean) =>
    change({
      dietaryNeeds: checked
        ? dietaryNeeds.filter((n) => n === need || values.dietaryNeeds.includes(n))
        : values.dietaryNeeds.filter((n) => n !== need),
    });

  const submit = (withInvite: boolean) => {
    setFormError(null);
    setInviteError(null);
    const inviteCode = withInvite ? invite?.code : undefined;
    const parsed = setupInputSchema.safeParse({ ...values, userType: userType ?? '', ...(inviteCode ? { inviteCode } : {}) });
    if (!parsed.success) {
      const found = setupFieldErrors(parsed.error);
      if (!userType) found.userType = t('setup.form.chooseType');
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    completeSetup.mutate(parsed.data, {
      onSuccess: (updated) => {
        if (inviteCode) {
          forgetPendingInvite(browserStorage);
          // They are in a group now (or a champion): what the dashboard shows of their champion is stale.
          void queryClient.invalidateQueries({ queryKey: meKeys.champion() });
        }
        if (updated.championStatus === 'requested') toast.success(translate('setup.form.championPending'));
        void navigate(dashboardPathFor(updated.userType), { replace: true });
      },
      onError: (error) => {
        if (inviteCode && isInvitationFailure(error)) {
          // A refusal of the code is final (a rate limit is not): nothing carries it further.
          if (!failedWith(error, 'TOO_MANY_REQUESTS')) forgetPendingInvite(browserStorage);
          setInviteError(error.message);
          return;
        }
        setErrors(fieldErrorsFromApi(error));
        setFormError(error instanceof ApiError ? error.message : translate('setup.form.saveFailed'));
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(invite !== null);
  };

  const finishWithoutInvite = () => {
    onDropInvite();
    submit(false);
  };

  const userTypeErrorId = `${ids}-usertype-error`;
  const fixedNoteId = `${ids}-fixed-note`;
  const closedNoteId = `${ids}-closed-note`;
  const pendingNoteId = `${ids}-pending-note`;

  return (
    <form ref={formRef} className="form card" noValidate onSubmit={onSubmit}>
      {inviteError ? (
        <Alert title={t('setup.inviteError.title')}>
          <p>{inviteError}</p>
          <p>{t('setup.inviteError.body')}</p>
          <Button variant="secondary" busy={completeSetup.isPending} onClick={finishWithoutInvite}>
            {t('setup.inviteError.finishWithout')}
          </Button>
        </Alert>
      ) : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label={t('setup.form.fullName')}
        name="name"
        autoComplete="name"
        required
        maxChars={FULL_NAME_MAX_LENGTH}
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />

      <fieldset
        className="fieldset"
        role="radiogroup"
        aria-required="true"
        aria-invalid={errors.userType ? true : undefined}
        aria-describedby={
          [
            errors.userType ? userTypeErrorId : '',
            fixedChampion ? fixedNoteId : '',
            closedReason ? closedNoteId : '',
            pending ? pendingNoteId : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        <legend className="fieldset__legend">{t('setup.form.howTakePart')}</legend>
        {fixedChampion ? (
          <p className="field__hint" id={fixedNoteId}>
            {t('setup.form.fixedChampion')}
          </p>
        ) : null}
        {closedReason ? (
          <p className="field__hint" id={closedNoteId}>
            {closedReason}
          </p>
        ) : null}
        <div className="choice-list">
          {userTypes.map((type) => (
            <label key={type} className="choice choice--card">
              <input
                type="radio"
                name="userType"
                value={type}
                checked={userType === type}
                disabled={fixedChampion ? type !== 'champion' : closedReason !== null && type !== 'regular'}
                aria-describedby={`${ids}-${type}-hint`}
                onChange={() => change({ userType: type })}
              />
              <span className="choice__text">
                <span className="choice__label">{t(userTypeWords[type].label)}</span>
                {/* Hidden from the name (which stays "Participant", "Champion" or "Both"); read as the description. */}
                <span className="choice__hint" id={`${ids}-${type}-hint`} aria-hidden="true">
                  {t(userTypeWords[type].hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {pending ? (
          <p className="field__hint" id={pendingNoteId}>
            {t('setup.form.championPending')}
          </p>
        ) : null}
        {errors.userType ? (
          <p className="field__error" id={userTypeErrorId}>
            {errors.userType}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label={t('setup.form.householdSize')}
        name="householdSize"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        step={1}
        required
        hint={t('setup.form.householdHint')}
        value={values.householdSize}
        error={errors.householdSize}
        className="field--short"
        onChange={(event) => change({ householdSize: event.target.value })}
      />

      <fieldset className="fieldset" aria-describedby={errors.dietaryNeeds ? `${ids}-needs-error` : `${ids}-needs-hint`}>
        <legend className="fieldset__legend">{t('setup.form.dietaryNeeds')}</legend>
        <p className="field__hint" id={`${ids}-needs-hint`}>
          {t('setup.form.dietaryHint')}
        </p>
        <div className="choice-grid">
          {dietaryNeeds.map((need) => (
            <label key={need} className="choice">
              <input
                type="checkbox"
                name="dietaryNeeds"
                value={need}
                checked={values.dietaryNeeds.includes(need)}
                onChange={(event) => toggleNeed(need, event.target.checked)}
              />
              <span className="choice__label">{t(dietaryNeedKeys[need])}</span>
            </label>
          ))}
        </div>
        {errors.dietaryNeeds ? (
          <p className="field__error" id={`${ids}-needs-error`}>
            {errors.dietaryNeeds}
          </p>
        ) : null}
      </fieldset>

      <Button type="submit" block busy={completeSetup.isPending}>
        {t('setup.form.finish')}
      </Button>
      <p className="muted small">{t('setup.form.signedInAs', { email: me.email })}</p>
    </form>
  );
}

/** The setup form, shared by /setup and /champion/setup (which preselects Champion). */
export function SetupPage() {
  const t = useT();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const championPage = useMemo(() => pathname.replace(/\/$/, '') === paths.championSetup, [pathname]);
  const [searchParams, setSearchParams] = useSearchParams();
  // The invitation that brought them: from ?invite= or, failing that, from storage (pendingInvite).
  const [inviteCode, setInviteCode] = useState(() => resolvePendingInvite(searchParams, browserStorage));
  const lookup = useInvitationLookup(inviteCode);
  const urlInvite = searchParams.get('invite');
  // A code the server refuses (invalid, expired, used up, revoked, their own) is not carried on: they finish without it.
  const inviteNotice = lookup.isError && isLookupRefusal(lookup.error) ? lookup.error.message : null;
  const activeCode = inviteNotice ? null : inviteCode;

  // Kept in both places while setup lasts, so a reload or a new tab finds it.
  useEffect(() => {
    if (activeCode) rememberPendingInvite(browserStorage, activeCode);
    else forgetPendingInvite(browserStorage);
    if ((urlInvite ?? null) === activeCode) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (activeCode) next.set('invite', activeCode);
        else next.delete('invite');
        return next;
      },
      { replace: true },
    );
  }, [activeCode, urlInvite, setSearchParams]);

  const dropInvite = useCallback(() => {
    forgetPendingInvite(browserStorage);
    setInviteCode(null);
  }, []);

  if (!me) return <Loading />;
  const invite = activeCode ? { code: activeCode, invitation: lookup.data } : null;
  return (
    <div className="page page--narrow">
      <PageHeading>{t('setup.page.title')}</PageHeading>
      <p className="lead">{t('setup.page.lead')}</p>
      {inviteNotice ? (
        <Alert title={t('setup.inviteNotice.title')}>
          <p>{inviteNotice}</p>
          <p>{t('setup.inviteNotice.body')}</p>
        </Alert>
      ) : null}
      {invite ? <SetupInvitation invitation={invite.invitation} failed={lookup.isError} /> : null}
      <SetupForm
        key={`${me.id}-${championPage ? 'champion' : 'general'}`}
        me={me}
        championPage={championPage}
        invite={invite}
        onDropInvite={dropInvite}
      />
    </div>
  );
}
