import { failedWith } from '../../lib/api-failure.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { messageOf } from './recipe-errors.tsx';

/** While a recipe loads, or when it cannot be shown: the dialog stays, with a title saying so. */
export function PendingRecipeDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const t = useT();
  if (!error) {
    return (
      <Dialog title={t('components.pendingRecipe.opening')} onClose={onClose}>
        <Skeleton variant="lines" count={4} label={t('components.pendingRecipe.openingLabel')} />
      </Dialog>
    );
  }
  const missing = failedWith(error, 'NOT_FOUND');
  return (
    <Dialog title={t('components.pendingRecipe.notFound')} onClose={onClose}>
      <p>{missing ? t('components.pendingRecipe.missing') : messageOf(error)}</p>
    </Dialog>
  );
}
