import type { Quotas } from '../../../shared/quotas.ts';
import type { Db } from '../../db/kysely.ts';
import { assertRecipeRoom } from '../../lib/quotas.ts';
import { createRecipe, updateRecipe } from '../recipes/index.ts';
import { findCatalogueRecipe, findOwnCopy } from './catalogue.repo.ts';

/**
 * "Save to my recipes": the user's copy of a catalogue recipe (made once; saving again returns it), with
 * favourite and eat-this-week set as asked. Null when the catalogue recipe does not exist.
 */
export async function saveFromCatalogue(
  db: Db,
  userId: string,
  id: string,
  marks: { isFavorite?: boolean | undefined; eatThisWeek?: boolean | undefined },
  quotas?: Quotas,
) {
  const source = await findCatalogueRecipe(db, userId, id);
  if (!source) return null;
  if (source.saved) {
    const changes = {
      ...(marks.isFavorite !== undefined && { isFavorite: marks.isFavorite }),
      ...(marks.eatThisWeek !== undefined && { eatThisWeek: marks.eatThisWeek }),
    };
    if (Object.keys(changes).length === 0) return { recipe: await findOwnCopy(db, userId, source.saved.id), created: false };
    return { recipe: await updateRecipe(db, userId, source.saved.id, changes), created: false };
  }
  if (quotas) await assertRecipeRoom(db, userId, quotas);
  const recipe = await createRecipe(
    db,
    userId,
    {
      title: source.title,
      description: source.description,
      servings: source.servings,
      prepMinutes: source.prepMinutes,
      cookMinutes: source.cookMinutes,
      ingredients: source.ingredients,
      steps: source.steps,
      tags: source.tags,
      dietary: source.dietary,
      nutrition: source.nutrition,
      photoId: source.photoId,
      sourceUrl: source.sourceUrl,
      isFavorite: marks.isFavorite ?? false,
      eatThisWeek: marks.eatThisWeek ?? false,
      private: false,
      language: source.language,
    },
    source.id,
  );
  return { recipe, created: true };
}
