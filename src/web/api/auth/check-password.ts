import { useEffect, useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/password-length.ts';
import type { PasswordCheckResult } from '../../../shared/password-policy.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** POST /api/password-check: why the password policy would refuse this password for this person, if it would. */
export function checkPassword(input: { password: string; name?: string | undefined; email?: string | undefined }, signal?: AbortSignal) {
  return apiRequest<PasswordCheckResult>('/api/password-check', { method: 'POST', body: input, signal });
}

/** How long typing must pause before the password is checked. */
const PAUSE_MS = 300;

/**
 * Why the password policy would refuse a new password, as the person types, or null: POST /api/password-check
 * after a pause in typing. The server holds the common-password list (about 200 KB compressed, more than a page
 * may load; docs/decisions/0027-password-policy.md) and decides again on submit; this shows the same words sooner.
 */
export function usePasswordFeedback(password: string, person: { name?: string; email?: string } = {}): string | null {
  const name = person.name?.trim().slice(0, 200) || undefined;
  const email = person.email?.trim().slice(0, 254) || undefined;
  const key = JSON.stringify([password, name, email]);
  const [verdict, setVerdict] = useState<{ key: string; message: string | null } | null>(null);

  useEffect(() => {
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkPassword({ password, name, email }, controller.signal).then(
        (result) => setVerdict({ key, message: result.message }),
        // Only feedback: when the check cannot be made, the server still checks on submit.
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, password, name, email]);

  return verdict?.key === key ? verdict.message : null;
}
