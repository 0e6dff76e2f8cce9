import { z } from 'zod';
import { dietaryNeeds } from './dietary-needs.ts';
import { locales } from './i18n/locales.ts';
import { refusal } from './i18n/refusal.ts';
import { sharedWords } from './i18n/shared-words.ts';
import { championStatuses } from './permissions.ts';
import { measureSystems, type Measures } from './ingredients/measures.ts';

/** How a person takes part: "champion", "both", or "regular" for a participant. */
export const userTypes = ['regular', 'champion', 'both'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const userTypeLabels: Record<UserType, string> = {
  regular: 'Participant',
  champion: 'Champion',
  both: 'Both',
};

export const roles = ['user', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export { dietaryNeedLabels, dietaryNeeds, type DietaryNeed } from './dietary-needs.ts';
export const dietaryNeedSchema = z.enum(dietaryNeeds);

export const weekStarts = ['monday', 'sunday', 'saturday'] as const;
export const weekStartSchema = z.enum(weekStarts, { error: () => sharedWords('validation.weekStart.choose') });
export type WeekStart = z.infer<typeof weekStartSchema>;

/** How amounts are shown: converted to metric or US customary measures, or as the recipe wrote them. */
export const measures = measureSystems;
export const measuresSchema = z.enum(measures, { error: () => sharedWords('validation.measures.choose') });
export type { Measures };

/** A person's language: one the app ships (src/shared/i18n/locales.ts). */
export const languageSchema = z.enum(locales, {
  error: () => sharedWords('validation.language.choose', { languages: locales.join(', ') }),
});

export const FULL_NAME_MAX_LENGTH = 100;

/**
 * Characters a name never needs and that change how it shows where it is read (the champions page, group views,
 * email subjects, the admin CSV): control characters (line breaks, tab, NUL…), the Unicode line and paragraph
 * separators, and the bidirectional overrides that make text read backwards.
 */
export const nameBreakingCharacters = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const fullNameSchema = z
  .string({ error: () => sharedWords('validation.fullName.required') })
  .trim()
  .min(1, { error: () => sharedWords('validation.fullName.required') })
  .max(FULL_NAME_MAX_LENGTH, { error: () => sharedWords('validation.fullName.tooLong', { max: FULL_NAME_MAX_LENGTH }) })
  .refine((name) => !nameBreakingCharacters.test(name), { error: () => sharedWords('validation.fullName.oneLine') });

/** The household size setup starts from, and that someone without a household yet is shown. */
export const DEFAULT_HOUSEHOLD_SIZE = 2;

export const householdSizeSchema = z.coerce
  .number({ error: () => sharedWords('validation.householdSize.number') })
  .int({ error: () => sharedWords('validation.householdSize.whole') })
  .min(1, { error: () => sharedWords('validation.householdSize.atLeast', { min: 1 }) })
  .max(20, { error: () => sharedWords('validation.householdSize.atMost', { max: 20 }) });

/**
 * What a participant's champion may see of them (docs/decisions/0082-goals-and-what-a-champion-sees.md): their activity
 * counts (on unless they turn it off), their goal progress (off until they turn it on), their check-in notes (on: a
 * note is written to the champion).
 */
export const championSeesSchema = z.object({
  activity: z.boolean(),
  goalProgress: z.boolean(),
  checkInNotes: z.boolean(),
});
export type ChampionSees = z.infer<typeof championSeesSchema>;

/** The user document (one per user: email, createdAt, setupComplete, userType, name and our own fields), as GET /api/me returns it. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  setupComplete: z.boolean(),
  userType: userTypeSchema.nullable().describe('null until setup is complete'),
  role: roleSchema,
  householdSize: z.number().int(),
  dietaryNeeds: z.array(dietaryNeedSchema),
  /** The day their week starts on: their own choice, else their language's (the request's when they chose none). */
  weekStart: weekStartSchema,
  /** Their own choice of first day; null follows the language. */
  weekStartSetting: weekStartSchema.nullable(),
  /** Their chosen language; null follows the browser. */
  language: languageSchema.nullable(),
  measures: measuresSchema,
  /** Where they stand with the champion role (docs/decisions/0024-who-may-be-a-champion.md). */
  championStatus: z.enum(championStatuses),
  /** When the champion status last changed (asked, approved, declined, removed); null when never. */
  championStatusAt: z.string().nullable(),
  /** While a request waits: the type they asked for. */
  championRequestedType: z.enum(['champion', 'both']).nullable(),
  /** What their champion may see of them. */
  championSees: championSeesSchema,
  /** Whether they asked for the weekly email (docs/decisions/0084-the-weekly-digest.md); off until they do. */
  weeklyEmail: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /api/me/setup: the setup form's answers. Setup is complete once userType is set. */
export const setupInputSchema = z.object({
  /** The invitation that brought them ("setup invite user"): finishing setup accepts it. */
  inviteCode: z.string().trim().min(1).max(64).optional(),
  name: fullNameSchema,
  userType: userTypeSchema,
  householdSize: householdSizeSchema.default(DEFAULT_HOUSEHOLD_SIZE),
  dietaryNeeds: z
    .array(dietaryNeedSchema)
    .max(50, { error: () => sharedWords('validation.dietaryNeeds.tooMany') })
    .default([])
    .transform((needs) => [...new Set(needs)]),
});
export type SetupInput = z.input<typeof setupInputSchema>;

/** PATCH /api/me: the profile's own details, any of them. */
export const profileUpdateSchema = z
  .object({
    name: fullNameSchema,
    householdSize: householdSizeSchema,
    dietaryNeeds: z
      .array(dietaryNeedSchema)
      .max(50, { error: () => sharedWords('validation.dietaryNeeds.tooMany') })
      .transform((needs) => [...new Set(needs)]),
    /** null: the language's own first day. */
    weekStart: weekStartSchema.nullable(),
    /** null: follow the browser's language. */
    language: languageSchema.nullable(),
    measures: measuresSchema,
    /** How they take part; stepping down from champion releases their group. */
    userType: userTypeSchema,
    /** Any of the three; the others stay. */
    championSees: z
      .object({
        activity: z.boolean(refusal('validation.type.boolean')),
        goalProgress: z.boolean(refusal('validation.type.boolean')),
        checkInNotes: z.boolean(refusal('validation.type.boolean')),
      })
      .partial()
      .strict(),
    /** The weekly email: on or off. */
    weeklyEmail: z.boolean({ error: () => sharedWords('validation.weeklyEmail.onOrOff') }),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: () => sharedWords('validation.profile.nothingToChange') });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The draft kept in setupData_{uid} while setup is incomplete: every field optional, loosely typed. */
export const setupDraftSchema = z.object({
  name: z.string().max(200).optional(),
  userType: userTypeSchema.optional(),
  householdSize: z.union([z.string(), z.number()]).optional(),
  dietaryNeeds: z.array(dietaryNeedSchema).optional(),
});
export type SetupDraft = z.infer<typeof setupDraftSchema>;

// In its own module so that the top navigation (on every page) can use it without loading zod.
export { profileLabel } from './profile-label.ts';
