import { Link } from 'react-router';
import { CardPicture } from '../../../components/recipe-art/card-picture.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRecipeShortlist } from '../../../api/recipes/list-recipes.ts';
import { myRecipesHref } from '../dashboard-week.ts';
import { myRecipeHref } from '../../../lib/recipe-hrefs.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';

export const SHORTLIST_SIZE = 6;

export interface RecipeShortlistCardProps {
  title: string;
  filter: 'favourites' | 'eat-this-week';
  empty: string;
  /** The link to the whole list, named so that it stays unique on the page. */
  allLabel: string;
  /** Where to go from an empty list (a different name on each card). */
  emptyLink: string;
}

/** A few of the person's marked recipes, each opening in My recipes. */
export function RecipeShortlistCard({ title, filter, empty, allLabel, emptyLink }: RecipeShortlistCardProps) {
  const list = useRecipeShortlist(filter, SHORTLIST_SIZE);
  return (
    <DashboardSection title={title}>
      {list.isPending ? (
        <Skeleton />
      ) : list.isError ? (
        <SectionError what="recipes" error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.recipes.length === 0 ? (
        <>
          <p className="muted">{empty}</p>
          <p>
            <Link to={myRecipesHref()}>{emptyLink}</Link>
          </p>
        </>
      ) : (
        <>
          <ul className="recipe-shortlist" aria-label={title}>
            {list.data.recipes.map((recipe) => (
              <li key={recipe.id} className="recipe-shortlist__item">
                <CardPicture recipe={recipe} size="thumbnail" />
                <Link to={myRecipeHref(recipe.id)} className="recipe-shortlist__link">
                  {recipe.title}
                </Link>
              </li>
            ))}
          </ul>
          {list.data.more ? (
            <p>
              <Link to={myRecipesHref(filter)}>{allLabel}</Link>
            </p>
          ) : null}
        </>
      )}
    </DashboardSection>
  );
}
