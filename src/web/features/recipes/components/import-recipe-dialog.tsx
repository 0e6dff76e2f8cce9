import { useState, type FormEvent } from 'react';
import { readWebAddress } from '../../../../shared/recipe-rules.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useImportRecipe } from '../../../api/recipes/import-recipe.ts';
import type { RecipeImportResponse, Shortening } from '../../../../shared/recipe-import.ts';
import type { RecipeDraft } from '../recipe-form.ts';
import { messageOf } from '../../../components/recipe/recipe-errors.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ImportFileForm } from './import-file-form.tsx';

type Source = 'url' | 'html' | 'file';

export interface ImportRecipeDialogProps {
  /** The draft, and what was cut to fit our limits (the editor says so before it is saved). */
  onDraft: (draft: RecipeDraft, shortened: Shortening[]) => void;
  /** Opens a recipe of the collection read from the same page before. */
  onOpenExisting: (id: string) => void;
  onClose: () => void;
}

/**
 * Reads a recipe from a web page (the server fetches it) or from pasted page source; the draft goes to the editor.
 * When the collection already holds a recipe from that page, it offers that one first, and a copy if wanted. Or
 * imports another app's whole export file, in the background (import-file-form.tsx).
 */
export function ImportRecipeDialog({ onDraft, onOpenExisting, onClose }: ImportRecipeDialogProps) {
  const t = useT();
  const [source, setSource] = useState<Source>('url');
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<RecipeImportResponse | null>(null);
  const importRecipe = useImportRecipe();

  const switchTo = (next: Source) => {
    setSource(next);
    setFieldError(null);
    importRecipe.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new attempt starts clean: no error of the last one stays beside this one's.
    importRecipe.reset();
    setDuplicate(null);
    setFieldError(null);
    if (source === 'url' && readWebAddress(url) === null) {
      setFieldError(t('recipes.import.urlInvalid'));
      return;
    }
    if (source === 'html' && html.trim() === '') {
      setFieldError(t('recipes.import.htmlEmpty'));
      return;
    }
    importRecipe.mutate(source === 'url' ? { url: url.trim() } : { html }, {
      onSuccess: (read) => (read.existing ? setDuplicate(read) : onDraft(read.recipe, read.shortened)),
    });
  };

  if (duplicate?.existing) {
    const { existing, recipe, shortened } = duplicate;
    return (
      <Dialog title={t('recipes.import.title')} onClose={onClose}>
        <div className="confirm">
          <Alert tone="info" title={t('recipes.import.duplicateTitle')}>
            {t('recipes.import.duplicateText', { title: existing.title })}
          </Alert>
          <div className="dialog-actions">
            <Button onClick={() => onOpenExisting(existing.id)}>{t('recipes.import.openExisting')}</Button>
            <Button variant="secondary" onClick={() => onDraft(recipe, shortened)}>
              {t('recipes.import.importCopy')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('recipes.import.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  const sourceChoice = (
    <fieldset className="fieldset segmented">
      <legend className="fieldset__legend">{t('recipes.import.from')}</legend>
      <label className="segmented__option">
        <input type="radio" name="import-source" checked={source === 'url'} onChange={() => switchTo('url')} />
        <span>{t('recipes.import.fromUrl')}</span>
      </label>
      <label className="segmented__option">
        <input type="radio" name="import-source" checked={source === 'html'} onChange={() => switchTo('html')} />
        <span>{t('recipes.import.fromHtml')}</span>
      </label>
      <label className="segmented__option">
        <input type="radio" name="import-source" checked={source === 'file'} onChange={() => switchTo('file')} />
        <span>{t('recipes.import.fromFile')}</span>
      </label>
    </fieldset>
  );

  if (source === 'file') {
    return (
      <Dialog title={t('recipes.import.title')} onClose={onClose}>
        {sourceChoice}
        <ImportFileForm onClose={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog title={t('recipes.import.title')} onClose={onClose}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {importRecipe.error ? <Alert>{messageOf(importRecipe.error)}</Alert> : null}
        {sourceChoice}
        {source === 'url' ? (
          <TextField
            label={t('recipes.import.urlLabel')}
            type="url"
            inputMode="url"
            placeholder={t('recipes.import.urlPlaceholder')}
            value={url}
            error={fieldError ?? undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
        ) : (
          <TextArea
            label={t('recipes.import.htmlLabel')}
            hint={t('recipes.import.htmlHint')}
            rows={8}
            value={html}
            error={fieldError ?? undefined}
            onChange={(e) => setHtml(e.target.value)}
          />
        )}
        <p className="small muted">{t('recipes.import.reviewNote')}</p>
        <div className="actions">
          <Button type="submit" busy={importRecipe.isPending}>
            {t('recipes.import.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('recipes.import.cancel')}
          </Button>
        </div>
        {importRecipe.isPending ? (
          // How long the other site takes is unknown, so the bar moves without a value.
          <div className="upload-progress">
            <ProgressBar label={t('recipes.import.progress')} />
            <p role="status" className="small">
              {t('recipes.import.reading')}
            </p>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
