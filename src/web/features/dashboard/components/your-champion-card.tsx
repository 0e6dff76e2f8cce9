import { Link } from 'react-router';
import { paths } from '../../../../shared/routing.ts';
import { RecipePicture } from '../../../components/recipe-art/recipe-picture.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMyChampion } from '../../../api/me/get-my-champion.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';

/** The catalogue's details dialog for a recommended recipe (its own URL, so back closes it). */
function catalogueRecipeHref(recipeId: string): string {
  return `${paths.recipeCatalog}?${new URLSearchParams({ open: recipeId }).toString()}`;
}

/** The person's champion and the recipes they recommend to the group; or how to find one. */
export function YourChampionCard() {
  const mine = useMyChampion();
  const champion = mine.data?.champion ?? null;
  const recommendations = mine.data?.recommendations ?? [];

  return (
    <DashboardSection title="Your champion">
      {mine.isPending ? (
        <Skeleton />
      ) : mine.isError ? (
        <SectionError what="Your champion" error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : champion ? (
        <>
          <p>
            <strong className="champion-card__name">{champion.name}</strong> is your champion.
          </p>
          {recommendations.length > 0 ? (
            <>
              <h3 className="champion-card__subtitle">Recommended by {champion.name}</h3>
              <ul className="recipe-shortlist" aria-label={`Recommended by ${champion.name}`}>
                {recommendations.map((recommendation) => (
                  <li key={recommendation.id} className="recipe-shortlist__item">
                    <RecipePicture
                      photoUrl={recommendation.thumbnailUrl}
                      title={recommendation.title}
                      className="recipe-shortlist__photo"
                      width={48}
                      height={48}
                    />
                    <span className="champion-card__recommendation">
                      <Link to={catalogueRecipeHref(recommendation.recipeId)} className="recipe-shortlist__link">
                        {recommendation.title}
                      </Link>
                      {recommendation.note ? <span className="muted small">{recommendation.note}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="muted small">{champion.name} has not recommended any recipes yet.</p>
          )}
        </>
      ) : (
        <>
          <p>{"You have not joined a champion's group yet."}</p>
          <p className="muted small">Champions are volunteers who run small groups, cheer their members on and recommend recipes.</p>
          <p>
            <Link to={paths.champions}>Find a champion</Link>
          </p>
        </>
      )}
    </DashboardSection>
  );
}
