import { Link } from 'react-router';
import type { CatalogueSummary } from '../../../../shared/recipes.ts';
import { CardPicture } from '../../../components/recipe-art/card-picture.tsx';
import { MarkButtons } from '../../../components/recipe/mark-buttons.tsx';
import { RecipeFacts } from '../../../components/recipe/recipe-facts.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export function CatalogueCard({
  recipe,
  href,
  onMark,
}: {
  recipe: CatalogueSummary;
  href: string;
  onMark: (mark: 'isFavorite' | 'eatThisWeek') => void;
}) {
  const t = useT();
  const marks = recipe.saved ?? { isFavorite: false, eatThisWeek: false };
  return (
    <article className="recipe-card" aria-labelledby={`card-${recipe.id}`}>
      <CardPicture recipe={recipe} />
      <div className="recipe-card__content">
        <h2 className="recipe-card__title" id={`card-${recipe.id}`}>
          <Link to={href} state={{ modal: true }} className="recipe-card__link">
            {recipe.title}
          </Link>
        </h2>
        {recipe.saved ? <p className="recipe-card__saved">{t('catalogue.card.saved')}</p> : null}
        {recipe.description ? <p className="recipe-card__description">{recipe.description}</p> : null}
        <RecipeFacts
          prepMinutes={recipe.prepMinutes}
          cookMinutes={recipe.cookMinutes}
          calories={recipe.calories}
          dietary={recipe.dietary}
        />
      </div>
      <div className="recipe-card__actions">
        <MarkButtons marks={marks} onToggle={onMark} />
      </div>
    </article>
  );
}
