import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { answeredByServer, failedWith, isRefusal } from './api-failure.ts';
import { apiErrorOf, networkError } from './error-words.ts';

describe('answeredByServer', () => {
  it('tells an answer from the server from a call that never reached it', () => {
    expect(answeredByServer(apiErrorOf(403, { error: 'You do not have admin access', code: 'FORBIDDEN' }))).toBe(true);
    expect(answeredByServer(apiErrorOf(500, null))).toBe(true);
    expect(answeredByServer(networkError())).toBe(false);
    expect(answeredByServer(new Error('not ours'))).toBe(false);
  });
});

describe('failedWith', () => {
  it('matches the code the server sent', () => {
    const expired = apiErrorOf(410, { error: 'This invitation has expired', code: 'INVITATION_EXPIRED' });
    expect(failedWith(expired, 'INVITATION_EXPIRED')).toBe(true);
    expect(failedWith(expired, 'INVITATION_INVALID', 'INVITATION_EXPIRED')).toBe(true);
    expect(failedWith(expired, 'GONE')).toBe(false);
  });

  // A proxy's own page in front of the app carries no code: the status stands for one.
  it('matches the status’s code when the answer carried none', () => {
    expect(failedWith(apiErrorOf(404, null), 'NOT_FOUND')).toBe(true);
    expect(failedWith(apiErrorOf(429, null), 'TOO_MANY_REQUESTS')).toBe(true);
    expect(failedWith(networkError(), 'NETWORK_ERROR')).toBe(true);
  });

  it('matches an error made without a code by its status, and nothing that is not an API error', () => {
    expect(failedWith(new ApiError(404, 'Not found'), 'NOT_FOUND')).toBe(true);
    expect(failedWith(new ApiError(0, 'Could not reach the server.'), 'NETWORK_ERROR')).toBe(true);
    expect(failedWith(new Error('Not found'), 'NOT_FOUND')).toBe(false);
  });
});

describe('isRefusal', () => {
  it('is true for a 4xx answer only', () => {
    expect(isRefusal(apiErrorOf(400, null))).toBe(true);
    expect(isRefusal(apiErrorOf(429, null))).toBe(true);
    expect(isRefusal(apiErrorOf(503, null))).toBe(false);
    expect(isRefusal(networkError())).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
