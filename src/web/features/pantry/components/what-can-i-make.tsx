import { Link } from 'react-router';
import { useWhatCanIMake } from '../../../api/pantry/what-can-i-make.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { activeLocale } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { catalogueRecipeHref, myRecipeHref } from '../../../lib/recipe-hrefs.ts';

/** Lists as a person's language joins them ("onions, rice and eggs"). */
function joined(items: readonly string[]): string {
  return new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(items);
}

/**
 * "What can I make?": recipes ranked by the share of their ingredients the pantry covers, staples taken as given,
 * each with what is missing and which of the items to use soon it uses.
 */
export function WhatCanIMake({ today }: { today: string }) {
  const t = useT();
  const suggestions = useWhatCanIMake(today);
  return (
    <section className="pantry__section" aria-labelledby="what-can-i-make-title">
      <h2 id="what-can-i-make-title">{t('pantry.make.title')}</h2>
      <p className="pantry__lead">{t('pantry.make.lead')}</p>
      {suggestions.isPending ? (
        <Skeleton count={3} label={t('pantry.make.loading')} />
      ) : suggestions.isError ? (
        <LoadError
          what={t('pantry.make.loadErrorWhat')}
          detail={errorMessageOf(suggestions.error) ?? t('shopping.error.unknown')}
          retrying={suggestions.isFetching}
          onRetry={() => void suggestions.refetch()}
        />
      ) : suggestions.data.recipes.length === 0 ? (
        <p className="pantry__empty">{t('pantry.make.empty')}</p>
      ) : (
        <ol className="pantry-suggestions" aria-labelledby="what-can-i-make-title">
          {suggestions.data.recipes.map((recipe) => (
            <li key={recipe.id} className="pantry-suggestion">
              <h3 className="pantry-suggestion__title">
                <Link to={recipe.inCatalogue ? catalogueRecipeHref(recipe.id) : myRecipeHref(recipe.id)}>{recipe.title}</Link>
              </h3>
              <p className="pantry-suggestion__source">{t(recipe.inCatalogue ? 'nav.recipeCatalog' : 'pantry.make.fromHousehold')}</p>
              <p className="pantry-suggestion__covered">{t('pantry.make.covered', { covered: recipe.covered, total: recipe.total })}</p>
              <p className="pantry-suggestion__missing">
                {recipe.missing.length === 0
                  ? t('pantry.make.nothingMissing')
                  : t('pantry.make.missing', { items: joined(recipe.missing) })}
              </p>
              {recipe.usesSoon.length > 0 ? (
                <p className="pantry-suggestion__soon">{t('pantry.make.usesSoon', { items: joined(recipe.usesSoon) })}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
