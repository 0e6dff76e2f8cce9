import { useT } from '../../lib/i18n/use-t.ts';
import { Button } from '../ui/button.tsx';

/**
 * `Print`: the open recipe alone on paper, with the amounts as the person sees them (their servings and measures):
 * the print styles hide the page around the dialog and its buttons (styles/global.css, "Printing a recipe").
 */
export function PrintRecipeButton() {
  const t = useT();
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {t('components.recipeBody.print')}
    </Button>
  );
}
