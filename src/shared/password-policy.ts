import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';

/**
 * What the password policy says when it refuses a password (docs/decisions/0027-password-policy.md). The server
 * decides (src/server/auth/password-policy.ts); the forms show the same words as the person types.
 */
export const passwordPolicyMessages = {
  common:
    'This password is one of the most common passwords, which are tried first when guessing. Choose another: a few unrelated words make a strong one.',
  personal: 'Don’t use your name or email in your password. Choose something that is not about you.',
  guessable:
    'This password is easy to guess (repeated or keyboard-order characters, a date, or a common word with small changes). Make it longer, with a few unrelated words.',
} as const;

/** The lowest zxcvbn score a password may have: 3 means "safely unguessable" (about 10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

/** POST /api/password-check: the forms' live feedback, with who it is for when the form knows. */
export const passwordCheckInputSchema = z
  .object({
    password: z
      .string({ error: 'Send the password to check' })
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
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
