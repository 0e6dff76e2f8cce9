import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-length.ts';
import { championSignupModes } from './permissions.ts';
import { fullNameSchema } from './users.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-length.ts';

export const emailSchema = z
  .string(refusal('validation.email.required'))
  .trim()
  .min(1, refusal('validation.email.required'))
  .max(254, refusal('validation.email.tooLong', { max: 254 }))
  .pipe(z.email(refusal('validation.email.invalid')));

export const passwordSchema = z
  .string(refusal('validation.password.required'))
  .min(PASSWORD_MIN_LENGTH, refusal('validation.password.tooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, refusal('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH }));

export const signUpInputSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string(refusal('validation.password.required')).min(1, refusal('validation.password.required')).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** "Forgot password": the address to send a reset link to. */
export const forgotPasswordInputSchema = z.object({ email: emailSchema });

/** The reset-password page: the new password, under the same policy as at sign-up. */
export const resetPasswordInputSchema = z.object({ newPassword: passwordSchema });

/** The profile's "Change password": better-auth's change-password endpoint, other sessions ended. */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string(refusal('validation.password.current')).min(1, refusal('validation.password.current')).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** What the server tells the client about sign-in methods and sign-up (GET /api/auth-config). */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  oidc: z.object({ providerId: z.literal('oidc'), name: z.string() }).nullable(),
  /** CHAMPION_SIGNUP: whether choosing Champion at setup makes a champion at once or asks an admin. */
  championSignup: z.enum(championSignupModes),
  /** The app's one address (BASE_URL) when the server is configured with it; pages elsewhere point there. */
  appUrl: z.string().nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
