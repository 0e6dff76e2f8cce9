import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './kysely.ts';
import * as identity from './migrations/0001-identity.ts';
import * as recipes from './migrations/0002-recipes.ts';
import * as photos from './migrations/0003-photos.ts';
import * as mealPlans from './migrations/0004-meal-plans.ts';
import * as championProgramme from './migrations/0005-champion-programme.ts';
import * as queryIndexes from './migrations/0006-query-indexes.ts';
import * as catalogueVersion from './migrations/0007-catalogue-version.ts';
import * as championStatus from './migrations/0008-champion-status.ts';
import * as storedSecrets from './migrations/0009-stored-secrets.ts';
import * as searchStems from './migrations/0010-search-stems.ts';
import * as recipeListVersion from './migrations/0011-recipe-list-version.ts';
import * as languageSettings from './migrations/0012-language-settings.ts';
import * as recipeLanguage from './migrations/0013-recipe-language.ts';
import * as households from './migrations/0014-households.ts';
import * as oneHouseholdSize from './migrations/0015-one-household-size.ts';
import * as jobs from './migrations/0016-jobs.ts';
import * as keptHouseholds from './migrations/0017-kept-households.ts';
import * as recipeImports from './migrations/0018-recipe-imports.ts';
import * as importOutcomes from './migrations/0019-import-outcomes.ts';
import * as cookLog from './migrations/0020-cook-log.ts';
import * as collections from './migrations/0021-collections.ts';
import * as pantry from './migrations/0022-pantry.ts';
import * as recipeShares from './migrations/0023-recipe-shares.ts';
import * as recipeItemNames from './migrations/0024-recipe-item-names.ts';
import * as goalsAndPrivacy from './migrations/0025-goals-and-privacy.ts';
import * as checkInsAndMessages from './migrations/0026-check-ins-and-messages.ts';
import * as weeklyEmail from './migrations/0027-weekly-email.ts';
import * as messageCollections from './migrations/0028-message-collections.ts';
import * as cataloguePostingsIndex from './migrations/0029-catalogue-postings-index.ts';
import * as catalogueItemsIndex from './migrations/0030-catalogue-items-index.ts';

/** Every migration, in order. Names sort; never rename or edit one that has shipped: add a new one. */
const migrations: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-recipes': recipes,
  '0003-photos': photos,
  '0004-meal-plans': mealPlans,
  '0005-champion-programme': championProgramme,
  '0006-query-indexes': queryIndexes,
  '0007-catalogue-version': catalogueVersion,
  '0008-champion-status': championStatus,
  '0009-stored-secrets': storedSecrets,
  '0010-search-stems': searchStems,
  '0011-recipe-list-version': recipeListVersion,
  '0012-language-settings': languageSettings,
  '0013-recipe-language': recipeLanguage,
  '0014-households': households,
  '0015-one-household-size': oneHouseholdSize,
  '0016-jobs': jobs,
  '0017-kept-households': keptHouseholds,
  '0018-recipe-imports': recipeImports,
  '0019-import-outcomes': importOutcomes,
  '0020-cook-log': cookLog,
  '0021-collections': collections,
  '0022-pantry': pantry,
  '0023-recipe-shares': recipeShares,
  '0024-recipe-item-names': recipeItemNames,
  '0025-goals-and-privacy': goalsAndPrivacy,
  '0026-check-ins-and-messages': checkInsAndMessages,
  '0027-weekly-email': weeklyEmail,
  '0028-message-collections': messageCollections,
  '0029-catalogue-postings-index': cataloguePostingsIndex,
  '0030-catalogue-items-index': catalogueItemsIndex,
};

/** The names of every migration, in order: what a fully migrated database has recorded. */
export const migrationNames: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the schema of one migration and no further: for tests of what a later migration does to existing rows. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await new Migrator({ db: db.kysely, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the database to the latest schema; safe to run from several app servers at once (Kysely locks). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
