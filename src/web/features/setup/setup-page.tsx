import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardPathFor, paths } from '../../../shared/routing.ts';
import {
  dietaryNeedLabels,
  dietaryNeeds,
  setupInputSchema,
  userTypeLabels,
  userTypes,
  type DietaryNeed,
  type Me,
  type SetupDraft,
  type UserType,
} from '../../../shared/users.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../lib/form-errors.ts';
import { useMe } from '../../lib/session/get-me.ts';
import { loadSetupDraft, saveSetupDraft } from '../../lib/setup-state.ts';
import { focusFirstInvalid } from '../../lib/use-schema-submit.ts';
import { useCompleteSetup } from './api/complete-setup.ts';

const DEFAULT_HOUSEHOLD_SIZE = 2;

const userTypeHints: Record<UserType, string> = {
  regular: 'Keep your recipes, plan your meals and shop from your plan.',
  champion: 'Run a group: invite people, see how they are getting on and recommend recipes.',
  both: 'Run a group and plan your own meals too.',
};

interface FormValues {
  name: string;
  userType: UserType | undefined;
  householdSize: string;
  dietaryNeeds: DietaryNeed[];
}

function initialValues(me: Me, draft: SetupDraft, championPage: boolean): FormValues {
  return {
    name: draft.name ?? me.name,
    userType: draft.userType ?? (championPage ? 'champion' : (me.userType ?? undefined)),
    householdSize: draft.householdSize !== undefined ? String(draft.householdSize) : String(me.householdSize || DEFAULT_HOUSEHOLD_SIZE),
    dietaryNeeds: draft.dietaryNeeds ?? me.dietaryNeeds,
  };
}

function SetupForm({ me, championPage }: { me: Me; championPage: boolean }) {
  const navigate = useNavigate();
  const completeSetup = useCompleteSetup();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  // While setup is incomplete, the saved draft (setupData_{uid}) is loaded back into the form.
  const [values, setValues] = useState<FormValues>(() => initialValues(me, loadSetupDraft(browserStorage, me.id), championPage));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = useRef(false);

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = setupInputSchema.safeParse({ ...values, userType: values.userType ?? '' });
    if (!parsed.success) {
      const found = fieldErrorsFromZod(parsed.error);
      if (!values.userType) found.userType = 'Choose how you will take part';
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    completeSetup.mutate(parsed.data, {
      onSuccess: (updated) => void navigate(dashboardPathFor(updated.userType), { replace: true }),
      onError: (error) => {
        setErrors(fieldErrorsFromApi(error));
        setFormError(error instanceof ApiError ? error.message : 'Could not save your answers. Please try again.');
      },
    });
  };

  const userTypeErrorId = `${ids}-usertype-error`;

  return (
    <form ref={formRef} className="form card" noValidate onSubmit={onSubmit}>
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />

      <fieldset
        className="fieldset"
        role="radiogroup"
        aria-required="true"
        aria-invalid={errors.userType ? true : undefined}
        aria-describedby={errors.userType ? userTypeErrorId : undefined}
      >
        <legend className="fieldset__legend">How will you take part?</legend>
        <div className="choice-list">
          {userTypes.map((type) => (
            <label key={type} className="choice choice--card">
              <input
                type="radio"
                name="userType"
                value={type}
                checked={values.userType === type}
                aria-invalid={errors.userType ? true : undefined}
                aria-describedby={`${ids}-${type}-hint`}
                onChange={() => change({ userType: type })}
              />
              <span className="choice__text">
                <span className="choice__label">{userTypeLabels[type]}</span>
                {/* Hidden from the name (which stays "Participant", "Champion" or "Both"); read as the description. */}
                <span className="choice__hint" id={`${ids}-${type}-hint`} aria-hidden="true">
                  {userTypeHints[type]}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.userType ? (
          <p className="field__error" id={userTypeErrorId}>
            {errors.userType}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label="Household size"
        name="householdSize"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        step={1}
        required
        hint="How many people you usually cook for (1 to 20). Recipes and shopping lists start from this."
        value={values.householdSize}
        error={errors.householdSize}
        className="field--short"
        onChange={(event) => change({ householdSize: event.target.value })}
      />

      <fieldset className="fieldset" aria-describedby={errors.dietaryNeeds ? `${ids}-needs-error` : `${ids}-needs-hint`}>
        <legend className="fieldset__legend">Dietary needs</legend>
        <p className="field__hint" id={`${ids}-needs-hint`}>
          Tick any that apply to your household. You can change these later.
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
              <span className="choice__label">{dietaryNeedLabels[need]}</span>
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
        Finish setup
      </Button>
      <p className="muted small">Signed in as {me.email}</p>
    </form>
  );
}

/** The setup form, shared by /setup and /champion/setup (which preselects Champion). */
export function SetupPage() {
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const championPage = useMemo(() => pathname.replace(/\/$/, '') === paths.championSetup, [pathname]);
  if (!me) return <Loading />;
  return (
    <div className="page page--narrow">
      <PageHeading title="Set up your account">Set up your account</PageHeading>
      <p className="lead">A few questions so that Champion Kitchen fits the way you cook. It takes a minute.</p>
      <SetupForm key={`${me.id}-${championPage ? 'champion' : 'general'}`} me={me} championPage={championPage} />
    </div>
  );
}
