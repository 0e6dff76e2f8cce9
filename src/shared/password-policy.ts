import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { sharedWords } from './i18n/shared-words.ts';
import { PASSWORD_MAX_LENGTH } from './auth.ts';

/**
 * What the password policy says when it refuses a password (docs/decisions/0027-password-policy.md). The server
 * decides (src/server/auth/password-policy.ts); the forms show the same words as the person types.
 */
/** Why the policy refuses a password: the thread that scores passwords answers one of these, the server words it. */
export const passwordProblems = ['common', 'personal', 'guessable'] as const;
export type PasswordProblem = (typeof passwordProblems)[number];

export const passwordPolicyMessages: Record<PasswordProblem, string> = {
  get common() {
    return sharedWords('refusal.password.common');
  },
  get personal() {
    return sharedWords('refusal.password.personal');
  },
  get guessable() {
    return sharedWords('refusal.password.guessable');
  },
};

/** The lowest zxcvbn score a password may have: 3 means "safely unguessable" (about 10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

/** POST /api/password-check: the forms' live feedback, with who it is for when the form knows. */
export const passwordCheckInputSchema = z
  .object({
    password: z
      .string(refusal('validation.password.toCheck'))
      .max(PASSWORD_MAX_LENGTH, refusal('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH })),
    name: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
  })
  .strict();
export type PasswordCheckInput = z.infer<typeof passwordCheckInputSchema>;

export const passwordCheckResultSchema = z.object({
  acceptable: z.boolean(),
  message: z.string().nullable().describe('Why the password would be refused, or null'),
});
export type PasswordCheckResult = z.infer<typeof passwordCheckResultSchema>;
