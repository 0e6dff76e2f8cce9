import { recipeMessages } from '../../../shared/recipe-rules.ts';
import { failedWith } from '../../lib/api-failure.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { messageOf } from './recipe-errors.tsx';

/** While a recipe loads, or when it cannot be shown: the dialog stays, with a title saying so. */
export function PendingRecipeDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  if (!error) {
    return (
      <Dialog title="Opening recipe" onClose={onClose}>
        <Skeleton variant="lines" count={4} label="Opening the recipe…" />
      </Dialog>
    );
  }
  const missing = failedWith(error, 'NOT_FOUND');
  return (
    <Dialog title={recipeMessages.notFound} onClose={onClose}>
      <p>{missing ? 'This recipe does not exist, was deleted, or is not yours to see.' : messageOf(error)}</p>
    </Dialog>
  );
}
