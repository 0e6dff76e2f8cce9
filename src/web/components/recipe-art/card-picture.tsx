import { RecipePicture } from './recipe-picture.tsx';

/** The two places a list shows a recipe's picture: a card in a grid, or a small square beside a title. */
const sizes = {
  card: { className: 'recipe-card__photo', width: 480, height: 360, lazy: true },
  thumbnail: { className: 'recipe-shortlist__photo', width: 48, height: 48, lazy: false },
} as const;

/**
 * A recipe's thumbnail photo in a list, or the picture drawn for it when it has none. Cards further down a
 * grid load their photo only as it scrolls near.
 */
export function CardPicture({
  recipe,
  size = 'card',
}: {
  recipe: { thumbnailUrl: string | null; title: string; tags: readonly string[] };
  size?: keyof typeof sizes;
}) {
  const { className, width, height, lazy } = sizes[size];
  return (
    <RecipePicture
      photoUrl={recipe.thumbnailUrl}
      title={recipe.title}
      tags={recipe.tags}
      className={className}
      width={width}
      height={height}
      lazy={lazy}
    />
  );
}
