import { useState } from 'react';
import { recipeExportFormats, type RecipeExportFormat } from '../../../../shared/recipe-export-rules.ts';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import { recipeExportAddress } from '../../../api/recipes/export-recipes.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const formatLabels: Record<RecipeExportFormat, MessageKey> = {
  jsonld: 'recipes.export.jsonld',
  cooklang: 'recipes.export.cooklang',
};

/** `Export recipes`: the format to write, and a link the browser downloads the zip from; the dialog's own Close ends it. */
export function ExportRecipesDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [format, setFormat] = useState<RecipeExportFormat>('jsonld');
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
        <div className="actions">
          <a className={buttonClassName('primary')} href={recipeExportAddress(format)} download>
            {t('recipes.export.download')}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
