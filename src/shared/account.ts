import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { mealTypeSchema } from './meal-plans.ts';
import { recipeSchema } from './recipes.ts';
import { meSchema } from './users.ts';

const mealPlanExportSchema = z.array(
  z.object({
    id: z.string(),
    date: z.string(),
    mealType: mealTypeSchema,
    recipeId: z.string().nullable(),
    text: z.string().nullable(),
    title: z.string(),
    servings: z.number().int(),
    position: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

const shoppingExportSchema = z.object({
  ticks: z.array(
    z.object({
      list: z.string().describe('The date range of the list, from..to'),
      itemKey: z.string(),
      checked: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
  manualItems: z.array(
    z.object({
      id: z.string(),
      list: z.string(),
      text: z.string(),
      item: z.string(),
      quantity: z.number().nullable(),
      unit: z.string().nullable(),
      checked: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * GET /api/me/export: everything a person owns, as one JSON document (the profile's "export all my data"). Secrets stay
 * out: no password hash, no session or provider tokens, no invitation code (nor its hash or hint), no
 * calendar-feed address. See docs/decisions/0015-account-export-and-deletion.md.
 */
export const accountExportSchema = z.object({
  version: z.literal(1),
  exportedAt: z.string().describe('ISO 8601 timestamp'),
  user: meSchema,
  signInMethods: z.array(z.object({ providerId: z.string().describe('credential (email and password), google, …'), linkedAt: z.string() })),
  sessions: z
    .array(z.object({ createdAt: z.string(), expiresAt: z.string(), ipAddress: z.string().nullable(), userAgent: z.string().nullable() }))
    .describe('Signed-in devices (without their tokens)'),
  recipes: z.array(recipeSchema).describe('Their own collection, "Recently deleted" included (deletedAt set)'),
  publishedRecipes: z.array(recipeSchema).describe('Recipes they published to the shared catalogue'),
  photos: z.array(
    z.object({
      id: z.string(),
      imageUrl: z.string(),
      thumbnailUrl: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      bytes: z.number().int(),
      uploadedAt: z.string(),
    }),
  ),
  cookLog: z
    .array(
      z.object({
        id: z.string(),
        recipeId: z.string(),
        cookedOn: z.string(),
        rating: z.number().int().nullable(),
        note: z.string().nullable(),
        photoId: z.string().nullable(),
        planEntryId: z.string().nullable(),
        createdAt: z.string(),
      }),
    )
    .describe('Each time they said "I cooked this" (docs/decisions/0077-the-cook-log.md)'),
  collections: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        kind: z.enum(['manual', 'smart']),
        shared: z.boolean(),
        search: z.string().nullable().describe("A smart collection's catalogue search"),
        recipeIds: z.array(z.string()).describe("A manual collection's recipes, in the order they were added"),
        createdAt: z.string(),
      }),
    )
    .describe('Their collections (docs/decisions/0078-collections.md)'),
  pantry: z
    .array(
      z.object({
        item: z.string(),
        quantity: z.number().nullable(),
        unit: z.string().nullable(),
        bestBefore: z.string().nullable(),
        addedAt: z.string(),
      }),
    )
    .describe("Their household's pantry (docs/decisions/0079-the-pantry.md)"),
  goalsSet: z
    .array(
      z.object({
        kind: z.string(),
        target: z.number().int(),
        text: z.string().nullable(),
        startWeek: z.string(),
        endWeek: z.string(),
        createdAt: z.string(),
      }),
    )
    .describe('The goals they set for their group, as a champion (docs/decisions/0082-goals-and-what-a-champion-sees.md)'),
  goalsTicked: z
    .array(z.object({ goal: z.string().nullable(), week: z.string() }))
    .describe('The weeks they ticked a free-text goal of their champion’s, with its words'),
  household: z
    .object({ name: z.string(), size: z.number().int(), members: z.array(z.object({ name: z.string() })) })
    .nullable()
    .describe('The household whose meal plan and shopping list (below) they share, with its members’ names'),
  mealPlan: mealPlanExportSchema,
  shopping: shoppingExportSchema,
  keptHousehold: z
    .object({ name: z.string(), size: z.number().int(), mealPlan: mealPlanExportSchema, shopping: shoppingExportSchema })
    .nullable()
    .describe('The household kept for them while they are in another, with its plan and list: theirs again when they leave'),
  calendarFeed: z
    .object({ exists: z.boolean(), createdAt: z.string().nullable() })
    .describe('Whether a feed address exists; never the address'),
  invitationsSent: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      email: z.string().nullable(),
      message: z.string().nullable(),
      maxUses: z.number().int(),
      uses: z.number().int(),
      expiresAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
      createdAt: z.string(),
      acceptedBy: z.array(z.object({ name: z.string(), acceptedAt: z.string() })),
    }),
  ),
  invitationsAccepted: z.array(z.object({ invitationId: z.string(), inviterName: z.string(), acceptedAt: z.string() })),
  champion: z.object({ name: z.string(), joinedAt: z.string() }).nullable().describe('The group they belong to'),
  recommendations: z.array(
    z.object({ id: z.string(), recipeId: z.string(), recipeTitle: z.string(), note: z.string().nullable(), createdAt: z.string() }),
  ),
  checkIns: z
    .array(
      z.object({
        weekStart: z.string().describe('YYYY-MM-DD, the first day of their week'),
        mood: z.number().int().describe('How the week went, 1–5'),
        note: z.string().nullable(),
        championName: z.string().nullable().describe('Whom the note was addressed to; null once that account is gone'),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    )
    .describe('Their weekly check-ins, theirs also after leaving a group (docs/decisions/0083-check-ins-and-messages.md)'),
  groupMessages: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        recipeId: z.string().nullable(),
        collectionName: z.string().nullable().describe('The collection it recommended, by its name when posted'),
        createdAt: z.string(),
      }),
    )
    .describe('The messages they posted to their group as a champion'),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** Minutes within which an account without a password must have signed in to delete it. */
export const FRESH_SIGN_IN_MINUTES = 10;

/**
 * DELETE /api/me: the person types their email to confirm, and their password when the account has one (an
 * account that signs in only with Google or another provider needs a sign-in of the last few minutes instead).
 */
export const accountDeleteSchema = z
  .object({
    confirmEmail: z.string(refusal('validation.account.confirmEmail')).trim().min(1, refusal('validation.account.confirmEmail')).max(254),
    password: z
      .string(refusal('profile.delete.passwordRequired'))
      .max(PASSWORD_MAX_LENGTH, refusal('validation.account.wrongPassword'))
      .optional(),
  })
  .strict();
export type AccountDelete = z.input<typeof accountDeleteSchema>;

/** The export's file name, by the day it was made: champion-kitchen-export-2026-11-23.json. */
export function exportFileName(exportedAt: string): string {
  return `champion-kitchen-export-${exportedAt.slice(0, 10)}.json`;
}
