import { useState } from 'react';
import { recipeExportFormats, type RecipeExportFormat } from '../../../../shared/recipe-export-rules.ts';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import { downloadRecipes } from '../../../api/recipes/export-recipes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const formatLabels: Record<RecipeExportFormat, MessageKey> = {
  jsonld: 'recipes.export.jsonld',
  cooklang: 'recipes.export.cooklang',
};

/**
 * `Export recipes`: the format to write, and a button that saves the zip among the person's downloads; a refusal
 * (past five an hour) is said here, with when to try again. The dialog's own Close ends it.
 */
export function ExportRecipesDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [format, setFormat] = useState<RecipeExportFormat>('jsonld');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const download = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await downloadRecipes(format);
      setDone(true);
    } catch (cause) {
      setError(errorMessageOf(cause) ?? t('recipes.export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('recipes.export.open')} onClose={onClose}>
      <div className="form">
        <p>{t('recipes.export.intro')}</p>
        <fieldset className="fieldset segmented">
          <legend className="fieldset__legend">{t('recipes.export.format')}</legend>
          {recipeExportFormats.map((choice) => (
            <label key={choice} className="segmented__option">
              <input type="radio" name="export-format" checked={format === choice} onChange={() => setFormat(choice)} />
              <span>{t(formatLabels[choice])}</span>
            </label>
          ))}
        </fieldset>
        {error ? <Alert>{error}</Alert> : null}
        <div className="actions">
          <Button busy={busy} onClick={() => void download()}>
            {t('recipes.export.download')}
          </Button>
        </div>
        <p role="status" className="status-line">
          {done ? t('recipes.export.downloading') : ''}
        </p>
      </div>
    </Dialog>
  );
}
