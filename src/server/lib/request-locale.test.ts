import { describe, expect, it } from 'vitest';
import { localeOfRequest, negotiateLocale } from './request-locale.ts';

describe('negotiateLocale', () => {
  it('takes the browser’s first language the app ships', () => {
    expect(negotiateLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(negotiateLocale('en-GB')).toBe('en-GB');
  });

  it('finds the nearest shipped variant of a language', () => {
    expect(negotiateLocale('en-AU,en;q=0.8')).toBe('en-GB');
  });

  it('falls back to the source language for nothing, nonsense or a language it does not ship', () => {
    expect(negotiateLocale(undefined)).toBe('en-GB');
    expect(negotiateLocale('*')).toBe('en-GB');
    expect(negotiateLocale('zz-@@@, ;q=x')).toBe('en-GB');
    expect(negotiateLocale('x'.repeat(10_000))).toBe('en-GB');
  });
});

describe('localeOfRequest', () => {
  it('prefers the language chosen on this browser to the browser’s own', () => {
    expect(localeOfRequest({ cookie: 'a=b; ck-lang=en-US', acceptLanguage: 'en-GB' })).toBe('en-US');
  });

  it('ignores a cookie naming a language the app does not ship', () => {
    expect(localeOfRequest({ cookie: 'ck-lang=xx', acceptLanguage: 'en-US' })).toBe('en-US');
  });
});
