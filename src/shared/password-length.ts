/** How long a password may be: the sign-up page shows it before zod loads (auth.ts re-exports both). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
