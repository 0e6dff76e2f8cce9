import { describe, expect, it } from 'vitest';
import { inviteFromSearch, providerCallbacks } from './invite-carry.ts';

describe('inviteFromSearch', () => {
  it.each([
    ['invite=abc', 'abc'],
    ['invite=%20abc%20', 'abc'],
    ['redirectTo=%2Faccept-invite%2Fabc', 'abc'],
    ['redirectTo=%2Faccept-invite%2Fabc%3Fx%3D1', 'abc'],
    ['redirectTo=%2Fdashboard', null],
    ['redirectTo=%2Faccept-invitation', null],
    ['', null],
    ['invite=', null],
  ])('%j gives %j', (search, code) => {
    expect(inviteFromSearch(new URLSearchParams(search))).toBe(code);
  });
});

describe('providerCallbacks', () => {
  it('without an invitation: back through /signin, new accounts to /setup', () => {
    expect(providerCallbacks(null, null)).toEqual({ callbackURL: '/signin', newUserCallbackURL: '/setup' });
    expect(providerCallbacks('/recipe-catalog', null)).toEqual({
      callbackURL: '/signin?redirectTo=%2Frecipe-catalog',
      newUserCallbackURL: '/setup',
    });
  });

  it('with an invitation: new accounts to /setup?invite=…, existing ones to the invite page', () => {
    expect(providerCallbacks(null, 'abc')).toEqual({
      callbackURL: '/signin?redirectTo=%2Faccept-invite%2Fabc',
      newUserCallbackURL: '/setup?invite=abc',
    });
    expect(providerCallbacks('/accept-invite/abc', 'abc').newUserCallbackURL).toBe('/setup?invite=abc');
  });
});
