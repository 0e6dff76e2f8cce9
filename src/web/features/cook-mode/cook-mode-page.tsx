import { useLocation, useParams, useSearchParams } from 'react-router';
import { matchPattern, paths } from '../../../shared/routing.ts';
import { useCatalogueRecipe } from '../../api/catalogue/get-catalogue-recipe.ts';
import { useOwnCopy } from '../../api/catalogue/save-catalogue-recipe.ts';
import { useMe } from '../../api/me/get-me.ts';
import { useRecipe } from '../../api/recipes/get-recipe.ts';
import { CookedButton } from '../../components/recipe/cook-log-section.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { failedWith } from '../../lib/api-failure.ts';
import { readCookModeQuery } from '../../lib/cook-mode-url.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { catalogueHref, readCatalogueView } from '../../lib/recipe-catalog-url.ts';
import { Link } from 'react-router';
import { CookMode } from './components/cook-mode.tsx';
import './cook-mode.css';

/** Where cooking goes back to when the address does not say: the recipe, open in the Recipe Catalog. */
function recipeHref(recipeId: string, catalogue: boolean): string {
  const view = readCatalogueView(new URLSearchParams());
  return paths.recipeCatalog + catalogueHref(view, { tab: catalogue ? 'all' : 'mine', open: recipeId });
}

/**
 * /cook/:recipeId (the person's own or a household member's recipe) and /cook/catalogue/:recipeId. The query keeps
 * what a reload must not lose: the servings (a plan entry's), the step shown and the way back.
 */
export function CookModePage() {
  const t = useT();
  const { recipeId = '' } = useParams();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const catalogue = matchPattern(paths.cookCatalogueRecipe, pathname) !== null;
  const own = useRecipe(catalogue ? null : recipeId);
  const fromCatalogue = useCatalogueRecipe(catalogue ? recipeId : null);
  const query = catalogue ? fromCatalogue : own;
  const { data: me } = useMe();
  const ownCopy = useOwnCopy();
  const { servings, from } = readCookModeQuery(params);
  const backTo = from ?? recipeHref(recipeId, catalogue);
  const step = Math.max(0, Number.parseInt(params.get('step') ?? '1', 10) - 1 || 0);

  const recipe = query.data;
  if (!recipe) {
    if (query.error && failedWith(query.error, 'NOT_FOUND')) {
      return (
        <div className="cook-mode">
          <PageHeading>{t('components.pendingRecipe.notFound')}</PageHeading>
          <p>{t('components.pendingRecipe.missing')}</p>
          <Link to={backTo} className={buttonClassName('secondary')}>
            {t('cookMode.leave')}
          </Link>
        </div>
      );
    }
    return (
      <div className="cook-mode">
        <PageHeading>{t('components.pendingRecipe.opening')}</PageHeading>
        {query.error ? (
          <LoadError what={t('cookMode.loadWhat')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <Skeleton variant="lines" count={4} label={t('components.pendingRecipe.openingLabel')} />
        )}
      </div>
    );
  }
  return (
    <CookMode
      recipe={recipe}
      recipeKey={catalogue ? `catalogue:${recipe.id}` : recipe.id}
      servings={servings ?? me?.householdSize ?? recipe.servings}
      step={step}
      onStepChange={(next) =>
        setParams(
          (before) => {
            const after = new URLSearchParams(before);
            if (next === 0) after.delete('step');
            else after.set('step', String(next + 1));
            return after;
          },
          { replace: true },
        )
      }
      backTo={backTo}
      // The cook log keeps the person's own and their household's recipes: a catalogue recipe is saved to theirs first.
      finishActions={
        <CookedButton recipe={recipe} ownRecipe={catalogue ? () => ownCopy(recipe.id, fromCatalogue.data?.saved ?? null) : undefined} />
      }
    />
  );
}
