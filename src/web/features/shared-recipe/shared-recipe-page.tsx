import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import { useSharedRecipe } from '../../api/recipes/get-shared-recipe.ts';
import { RecipeBody } from '../../components/recipe/recipe-body.tsx';
import { messageOf } from '../../components/recipe/recipe-errors.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { failedWith } from '../../lib/api-failure.ts';
import { T } from '../../lib/i18n/t.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * /r/:token, open to all, with or without an account: a recipe its owner shared, read-only, in the visitor's
 * language (the recipe's own text as written), with nothing of its owner's; or, once sharing stopped, what to do
 * (docs/decisions/0080-sharing-a-recipe.md). The server keeps the page out of search engines (page-html.ts).
 */
export function SharedRecipePage() {
  const t = useT();
  const { token = '' } = useParams();
  const shared = useSharedRecipe(token);

  if (shared.isPending)
    return (
      <div className="page page--narrow">
        <Skeleton variant="lines" label={t('sharedRecipe.loading')} />
      </div>
    );

  if (shared.isError && failedWith(shared.error, 'NOT_FOUND'))
    return (
      <div className="page page--narrow">
        <PageHeading>{t('sharedRecipe.goneHeading')}</PageHeading>
        <section className="card">
          <p>{t('sharedRecipe.goneText')}</p>
          <p>
            <Link to={paths.home}>{t('sharedRecipe.aboutApp')}</Link>
          </p>
        </section>
      </div>
    );

  if (shared.isError)
    return (
      <div className="page page--narrow">
        <PageHeading>{t('sharedRecipe.heading')}</PageHeading>
        <LoadError
          what={t('sharedRecipe.loadErrorWhat')}
          detail={messageOf(shared.error)}
          retrying={shared.isFetching}
          onRetry={() => void shared.refetch()}
        />
      </div>
    );

  const recipe = shared.data;
  return (
    <article className="page shared-recipe">
      <PageHeading>{recipe.title}</PageHeading>
      <div className="actions shared-recipe__actions">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('sharedRecipe.print')}
        </Button>
      </div>
      <RecipeBody recipe={recipe} startServings={undefined} headingLevel={2} />
      <p className="small muted shared-recipe__from">
        <T k="sharedRecipe.sharedFrom" components={{ 0: <Link to={paths.home} /> }} />
      </p>
    </article>
  );
}
