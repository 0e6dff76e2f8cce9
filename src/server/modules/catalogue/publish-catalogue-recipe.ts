import type { RecipeCreate } from '../../../shared/recipes.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { suggestibleWords } from '../../lib/search-text.ts';
import { addToVocabulary } from '../../lib/search-vocabulary.ts';
import { indexRecipeItems } from '../pantry/index.ts';
import { assertPhotoUsable } from '../photos/index.ts';
import { newRecipeRow, toIngredient } from '../recipes/index.ts';
import { insertCatalogueRow, insertTags } from './catalogue.repo.ts';

/** A recipe published to the catalogue by `userId` (null for the programme's own starter set). */
export function insertCatalogueRecipe(
  db: Db,
  userId: string | null,
  input: RecipeCreate,
  slug: string | null = null,
): Promise<string | null> {
  return inTransaction(db, (trx) => publishRow(trx, userId, input, slug));
}

async function publishRow(db: Db, userId: string | null, input: RecipeCreate, slug: string | null): Promise<string | null> {
  // A publisher shows only photos they may see; the programme's own set (no userId) is trusted.
  if (userId !== null && input.photoId !== null) await assertPhotoUsable(db, userId, input.photoId);
  const row = newRecipeRow(input, { userId, inCatalogue: true, slug });
  const inserted = await insertCatalogueRow(db, row);
  if (!inserted) return null;
  await insertTags(db, row.id, input.tags, input.dietary);
  await indexRecipeItems(db, [row.id]);
  await addToVocabulary(db.kysely, suggestibleWords({ ...input, ingredients: input.ingredients.map(toIngredient) }));
  return row.id;
}
