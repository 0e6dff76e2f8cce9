/** Every cache key of sign-in (/api/auth-config: which ways to sign in the server offers). */
export const authKeys = {
  config: () => ['auth-config'] as const,
};
