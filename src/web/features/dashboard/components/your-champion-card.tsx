import { Link } from 'react-router';
import { paths } from '../../../../shared/routing.ts';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import { RecipePicture } from '../../../components/recipe-art/recipe-picture.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMyChampion } from '../../../api/me/get-my-champion.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { catalogueRecipeHref } from '../../../lib/recipe-hrefs.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';
import { T } from '../../../lib/i18n/t.tsx';

const championIsYours: MessageKey = 'dashboard.champion.isYours';

/** The person's champion and the recipes they recommend to the group; or how to find one. */
export function YourChampionCard() {
  const mine = useMyChampion();
  const t = useT();
  const champion = mine.data?.champion ?? null;
  const recommendations = mine.data?.recommendations ?? [];

  return (
    <DashboardSection title={t('dashboard.champion.title')}>
      {mine.isPending ? (
        <Skeleton />
      ) : mine.isError ? (
        <SectionError what="champion" error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : champion ? (
        <>
          <p>
            <T k={championIsYours} values={{ name: champion.name }} components={{ 0: <strong className="champion-card__name" /> }} />
          </p>
          {recommendations.length > 0 ? (
            <>
              <h3 className="champion-card__subtitle">{t('dashboard.champion.recommendedBy', { name: champion.name })}</h3>
              <ul className="recipe-shortlist" aria-label={t('dashboard.champion.recommendedBy', { name: champion.name })}>
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
            <p className="muted small">{t('dashboard.champion.noRecommendations', { name: champion.name })}</p>
          )}
        </>
      ) : (
        <>
          <p>{t('dashboard.champion.notJoined')}</p>
          <p className="muted small">{t('dashboard.champion.whatChampionsDo')}</p>
          <p>
            <Link to={paths.champions}>{t('dashboard.champion.find')}</Link>
          </p>
        </>
      )}
    </DashboardSection>
  );
}
