import { Link } from 'react-router';
import type { RecipeRead } from '../../../../shared/recipes.ts';
import { CardPicture } from '../../../components/recipe-art/card-picture.tsx';
import { MarkButtons } from '../../../components/recipe/mark-buttons.tsx';
import { RecipeFacts } from '../../../components/recipe/recipe-facts.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export function MyRecipeCard({
  recipe,
  href,
  editHref,
  onMark,
  onDelete,
}: {
  recipe: RecipeRead;
  href: string;
  editHref: string;
  onMark: (mark: 'isFavorite' | 'eatThisWeek') => void;
  onDelete: () => void;
}) {
  const t = useT();
  // A household member's recipe is theirs to change: it says whose it is instead (docs/decisions/0064).
  const theirs = recipe.mine === false;
  return (
    <article className="recipe-card" aria-labelledby={`mine-${recipe.id}`}>
      <CardPicture recipe={recipe} />
      <div className="recipe-card__content">
        <h2 className="recipe-card__title" id={`mine-${recipe.id}`}>
          <Link to={href} state={{ modal: true }} className="recipe-card__link">
            {recipe.title}
          </Link>
        </h2>
        {theirs ? <p className="small muted">{t('recipes.card.from', { name: recipe.ownerName ?? '' })}</p> : null}
        {recipe.description ? <p className="recipe-card__description">{recipe.description}</p> : null}
        <RecipeFacts
          prepMinutes={recipe.prepMinutes}
          cookMinutes={recipe.cookMinutes}
          calories={recipe.nutrition?.calories ?? null}
          dietary={recipe.dietary}
        />
      </div>
      {theirs ? null : (
        <div className="recipe-card__actions">
          <MarkButtons marks={recipe} onToggle={onMark} />
          <Link
            to={editHref}
            state={{ modal: true }}
            className="button button--ghost"
            aria-label={t('recipes.card.editNamed', { title: recipe.title })}
          >
            {t('recipes.card.edit')}
          </Link>
          <button type="button" className="button button--ghost button--danger-text" onClick={onDelete}>
            <span>{t('recipes.card.delete')}</span>
          </button>
        </div>
      )}
    </article>
  );
}
