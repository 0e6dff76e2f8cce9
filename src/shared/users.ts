import { z } from 'zod';
import { dietaryNeeds } from './dietary-needs.ts';
import { championStatuses } from './permissions.ts';

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

export const weekStarts = ['monday', 'sunday'] as const;
export const weekStartSchema = z.enum(weekStarts, { error: 'The week starts on monday or sunday' });
export type WeekStart = z.infer<typeof weekStartSchema>;

export const FULL_NAME_MAX_LENGTH = 100;

/**
 * Characters a name never needs and that change how it shows where it is read (the champions page, group views,
 * email subjects, the admin CSV): control characters (line breaks, tab, NUL…), the Unicode line and paragraph
 * separators, and the bidirectional overrides that make text read backwards.
 */
export const nameBreakingCharacters = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const fullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`)
  .refine((name) => !nameBreakingCharacters.test(name), 'Write your full name on one line, without line breaks or tabs');

export const householdSizeSchema = z.coerce
  .number({ error: 'Household size must be a number' })
  .int('Household size must be a whole number')
  .min(1, 'Household size must be at least 1')
  .max(20, 'Household size must be at most 20');

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
  weekStart: weekStartSchema,
  /** Where they stand with the champion role (docs/decisions/0024-who-may-be-a-champion.md). */
  championStatus: z.enum(championStatuses),
  /** When the champion status last changed (asked, approved, declined, removed); null when never. */
  championStatusAt: z.string().nullable(),
  /** While a request waits: the type they asked for. */
  championRequestedType: z.enum(['champion', 'both']).nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /api/me/setup: the setup form's answers. Setup is complete once userType is set. */
export const setupInputSchema = z.object({
  /** The invitation that brought them ("setup invite user"): finishing setup accepts it. */
  inviteCode: z.string().trim().min(1).max(64).optional(),
  name: fullNameSchema,
  userType: userTypeSchema,
  householdSize: householdSizeSchema.default(2),
  dietaryNeeds: z
    .array(dietaryNeedSchema)
    .max(50, 'Too many dietary needs')
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
      .max(50, 'Too many dietary needs')
      .transform((needs) => [...new Set(needs)]),
    weekStart: weekStartSchema,
    /** How they take part; stepping down from champion releases their group. */
    userType: userTypeSchema,
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one detail to change');
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
