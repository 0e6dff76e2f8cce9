import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Shortening } from '../../../../shared/recipe-import.ts';
import { shortenedNotice } from '../../../../shared/shortened-notice.ts';
import type { Recipe } from '../../../../shared/recipes.ts';
import { recipeLimits } from '../../../../shared/recipe-rules.ts';
import { dietaryNeeds } from '../../../../shared/dietary-needs.ts';
import { dietaryNeedWords } from '../../../components/recipe/dietary-need-words.ts';
import { PhotoUploadField } from '../../../components/recipe/photo-upload-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChipCheckboxes } from '../../../components/ui/chip-checkboxes.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { activeLocale } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { focusFirstInvalid, schemaOnDemand, useSchemaWarmUp } from '../../../lib/use-schema-submit.ts';
import { useRecipe } from '../../../api/recipes/get-recipe.ts';
import { initialValues, newRecipeLanguage, recipeFieldErrors, toRecipeInput, type FormValues, type RecipeDraft } from '../recipe-form.ts';
import { useCreateRecipe } from '../../../api/recipes/create-recipe.ts';
import { useUpdateRecipe } from '../../../api/recipes/update-recipe.ts';

/** The recipe's shared schema, loaded when the editor is first used (lib/use-schema-submit.ts). */
const recipeSchema = schemaOnDemand(() => import('../../../../shared/recipes.ts').then((m) => m.recipeCreateSchema));

/** Whether the rest of the household sees the recipe: a checkbox, with what it means beside it. */
function PrivateSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  const hintId = `${useId()}-hint`;
  return (
    <div className="field">
      <label className="choice">
        <input type="checkbox" checked={checked} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        <span className="choice__label">{t('recipes.editor.private')}</span>
      </label>
      <p className="field__hint" id={hintId}>
        {t('recipes.editor.privateHint')}
      </p>
    </div>
  );
}

function EditorForm({
  recipe,
  draft,
  shortened,
  onSaved,
  onCancel,
}: {
  recipe: Recipe | null;
  draft: RecipeDraft;
  shortened: readonly Shortening[];
  onSaved: (recipe: Recipe) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<FormValues>(() => initialValues(recipe ?? draft, newRecipeLanguage(activeLocale())));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // An imported draft cut to fit: said before saving, so nothing is changed without the person knowing.
  const notice = recipe ? null : shortenedNotice(shortened);
  const formRef = useSchemaWarmUp(recipeSchema);
  const checking = useRef(false);
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const toast = useToast();
  const busy = create.isPending || update.isPending;
  const change = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));

  const onError = (error: unknown) => {
    if (error instanceof ApiError) {
      setErrors(
        recipeFieldErrors(
          error.details.map((d) => ({ path: d.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: d.message })),
        ),
      );
      setFormError(error.message);
    } else {
      setFormError(t('recipes.editor.saveFailed'));
    }
    focusFirstInvalid(formRef.current);
  };

  const check = async () => {
    // A second Save while the schema is still loading would send the recipe twice.
    if (checking.current) return;
    setFormError(null);
    const input = toRecipeInput(values);
    checking.current = true;
    let parsed;
    try {
      parsed = (await recipeSchema()).safeParse(input);
    } catch (cause) {
      console.error(cause);
      setFormError(t('recipes.editor.saveFailed'));
      return;
    } finally {
      checking.current = false;
    }
    if (!parsed.success) {
      // Drawn at once, so that the fields are marked when the keyboard goes to the first of them.
      const found = recipeFieldErrors(parsed.error.issues);
      flushSync(() => setErrors(found));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    // The dialog closes on success, so a toast is what says it worked.
    const saved = (message: string) => (result: Recipe) => {
      toast.success(message);
      onSaved(result);
    };
    if (recipe)
      update.mutate({ id: recipe.id, patch: input }, { onSuccess: saved(t('recipes.editor.updated', { title: input.title })), onError });
    else create.mutate(input, { onSuccess: saved(t('recipes.editor.created', { title: input.title })), onError });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check();
  };

  return (
    <form ref={formRef} className="form editor" noValidate onSubmit={onSubmit}>
      {formError ? <Alert>{formError}</Alert> : null}
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <TextField
        label={t('recipes.editor.title')}
        required
        maxChars={recipeLimits.title}
        value={values.title}
        error={errors.title}
        onChange={(e) => change({ title: e.target.value })}
      />
      <TextArea
        label={t('recipes.editor.description')}
        rows={2}
        maxChars={recipeLimits.description}
        value={values.description}
        error={errors.description}
        onChange={(e) => change({ description: e.target.value })}
      />
      <div className="field-row">
        <TextField
          label={t('recipes.editor.servings')}
          type="number"
          inputMode="numeric"
          min={1}
          className="field--short"
          value={values.servings}
          error={errors.servings}
          onChange={(e) => change({ servings: e.target.value })}
        />
        <TextField
          label={t('recipes.editor.prepMinutes')}
          type="number"
          inputMode="numeric"
          min={0}
          className="field--short"
          value={values.prepMinutes}
          error={errors.prepMinutes}
          onChange={(e) => change({ prepMinutes: e.target.value })}
        />
        <TextField
          label={t('recipes.editor.cookMinutes')}
          type="number"
          inputMode="numeric"
          min={0}
          className="field--short"
          value={values.cookMinutes}
          error={errors.cookMinutes}
          onChange={(e) => change({ cookMinutes: e.target.value })}
        />
      </div>
      <TextArea
        label={t('recipes.editor.ingredients')}
        hint={t('recipes.editor.ingredientsHint')}
        rows={6}
        value={values.ingredients}
        error={errors.ingredients}
        onChange={(e) => change({ ingredients: e.target.value })}
      />
      <TextArea
        label={t('recipes.editor.method')}
        hint={t('recipes.editor.methodHint')}
        rows={6}
        value={values.steps}
        error={errors.steps}
        onChange={(e) => change({ steps: e.target.value })}
      />
      <TextField
        label={t('recipes.editor.tags')}
        hint={t('recipes.editor.tagsHint')}
        value={values.tags}
        error={errors.tags}
        onChange={(e) => change({ tags: e.target.value })}
      />
      <ChipCheckboxes
        legend={t('recipes.editor.suitableFor')}
        options={dietaryNeeds}
        labels={dietaryNeedWords(t)}
        values={values.dietary}
        onChange={(dietary) => change({ dietary })}
      />
      <PhotoUploadField
        label={t('recipes.editor.photo')}
        hint={t('recipes.editor.photoHint')}
        photo={values.photo}
        onChange={(photo) => change({ photo })}
        removable
        announceUpload
      />
      <TextField
        label={t('recipes.editor.sourceUrl')}
        type="url"
        inputMode="url"
        value={values.sourceUrl}
        error={errors.sourceUrl}
        onChange={(e) => change({ sourceUrl: e.target.value })}
      />
      <PrivateSwitch checked={values.private} onChange={(checked) => change({ private: checked })} />
      <div className="actions">
        <Button type="submit" busy={busy}>
          {t('recipes.editor.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('recipes.editor.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * New recipe, an imported draft to review (with what the import cut to fit, `shortened`), or an edit of one of the
 * user's recipes.
 */
export function RecipeEditorDialog({
  editId,
  draft,
  shortened = [],
  onSaved,
  onClose,
}: {
  editId: string | null;
  draft: RecipeDraft;
  shortened?: readonly Shortening[];
  onSaved: (recipe: Recipe) => void;
  onClose: () => void;
}) {
  const t = useT();
  const existing = useRecipe(editId);
  // A household member's recipe can be read, never edited: only its owner may change it.
  const notEditable = existing.isError || existing.data?.mine === false;
  if (editId && (!existing.data || notEditable)) {
    return (
      <Dialog title={notEditable ? t('recipes.editor.notFound') : t('recipes.editor.editTitle')} onClose={onClose}>
        {notEditable ? <p>{t('recipes.editor.missing')}</p> : <Skeleton />}
      </Dialog>
    );
  }
  return (
    <Dialog
      title={editId ? t('recipes.editor.editTitle') : draft.title ? t('recipes.editor.reviewTitle') : t('recipes.editor.newTitle')}
      onClose={onClose}
      size="lg"
    >
      <EditorForm recipe={existing.data ?? null} draft={draft} shortened={shortened} onSaved={onSaved} onCancel={onClose} />
    </Dialog>
  );
}
