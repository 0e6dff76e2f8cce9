/** The profile's account actions, as pure rules. */

/** Deleting an account asks for its email, typed again: spaces around it and letter case do not matter. */
export function confirmsEmail(typed: string, email: string): boolean {
  const value = typed.trim().toLowerCase();
  return value.length > 0 && value === email.trim().toLowerCase();
}
