import { useState, type FormEvent } from 'react';
import { isHttpUrl } from '../../../../shared/recipe-rules.ts';
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

type Source = 'url' | 'html';

export interface ImportRecipeDialogProps {
  /** The draft, and what was cut to fit our limits (the editor says so before it is saved). */
  onDraft: (draft: RecipeDraft, shortened: Shortening[]) => void;
  /** Opens a recipe of the collection read from the same page before. */
  onOpenExisting: (id: string) => void;
  onClose: () => void;
}

/**
 * Reads a recipe from a web page (the server fetches it) or from pasted page source; the draft goes to the editor.
 * When the collection already holds a recipe from that page, it offers that one first, and a copy if wanted.
 */
export function ImportRecipeDialog({ onDraft, onOpenExisting, onClose }: ImportRecipeDialogProps) {
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
    if (source === 'url' && !isHttpUrl(url.trim())) {
      setFieldError('Enter a web address starting with http:// or https://');
      return;
    }
    if (source === 'html' && html.trim() === '') {
      setFieldError('Paste the page source of a recipe page');
      return;
    }
    importRecipe.mutate(source === 'url' ? { url: url.trim() } : { html }, {
      onSuccess: (read) => (read.existing ? setDuplicate(read) : onDraft(read.recipe, read.shortened)),
    });
  };

  if (duplicate?.existing) {
    const { existing, recipe, shortened } = duplicate;
    return (
      <Dialog title="Import recipe" onClose={onClose}>
        <div className="confirm">
          <Alert tone="info" title="You already have this recipe">
            “{existing.title}” in My recipes was read from the same page. Open it, or import a second copy to change separately.
          </Alert>
          <div className="dialog-actions">
            <Button onClick={() => onOpenExisting(existing.id)}>Open the existing recipe</Button>
            <Button variant="secondary" onClick={() => onDraft(recipe, shortened)}>
              Import a copy
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title="Import recipe" onClose={onClose}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {importRecipe.error ? <Alert>{messageOf(importRecipe.error)}</Alert> : null}
        <fieldset className="fieldset segmented">
          <legend className="fieldset__legend">Import from</legend>
          <label className="segmented__option">
            <input type="radio" name="import-source" checked={source === 'url'} onChange={() => switchTo('url')} />
            <span>A web address</span>
          </label>
          <label className="segmented__option">
            <input type="radio" name="import-source" checked={source === 'html'} onChange={() => switchTo('html')} />
            <span>Pasted page source</span>
          </label>
        </fieldset>
        {source === 'url' ? (
          <TextField
            label="Recipe web address"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            error={fieldError ?? undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
        ) : (
          <TextArea
            label="Page source"
            hint="Open the recipe page, view its source, copy it all and paste it here."
            rows={8}
            value={html}
            error={fieldError ?? undefined}
            onChange={(e) => setHtml(e.target.value)}
          />
        )}
        <p className="small muted">You can check and change everything before it is saved.</p>
        <div className="actions">
          <Button type="submit" busy={importRecipe.isPending}>
            Read recipe
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
        {importRecipe.isPending ? (
          // How long the other site takes is unknown, so the bar moves without a value.
          <div className="upload-progress">
            <ProgressBar label="Reading the recipe page" />
            <p role="status" className="small">
              Reading the page…
            </p>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
