import { sharedWords } from './i18n/shared-words.ts';

/**
 * The words of every "slow down" answer, with the wait in them: the server sends them as the 429's error (beside
 * Retry-After), so every page that shows the server's message shows how long to wait. In the language of whoever
 * is answered.
 */
export function waitText(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return sharedWords('refusal.rateLimit.wait', { unit: 'second', count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return sharedWords('refusal.rateLimit.wait', { unit: 'minute', count: minutes });
  return sharedWords('refusal.rateLimit.wait', { unit: 'hour', count: Math.ceil(minutes / 60) });
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return sharedWords('refusal.rateLimit.tooManyAttempts', { wait: waitText(retryAfterSeconds) });
}
