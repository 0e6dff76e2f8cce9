import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-context.ts';

// Addresses that are their own credentials (the calendar feed, a shared recipe's link) must not reach the logs.
describe('the path a request is logged under', () => {
  it.each([
    ['/api/calendar/AbC_123-x.ics', '/api/calendar/[secret].ics'],
    ['/api/shared-recipes/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '/api/shared-recipes/[secret]'],
    ['/api/shared-recipes/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde/photo', '/api/shared-recipes/[secret]/photo'],
    ['/r/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '/r/[secret]'],
    ['/api/recipes/r1/share', '/api/recipes/r1/share'],
    ['/recipe-catalog', '/recipe-catalog'],
  ])('%s → %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });
});
