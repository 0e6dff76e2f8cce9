import { describe, expect, it } from 'vitest';
import { otherAppAddress } from './app-address.ts';

describe('otherAppAddress', () => {
  it.each([
    // Review 14.15: a page opened at another address than BASE_URL could not sign in, and only said "Forbidden".
    ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:3000'],
    ['https://kitchen.example', 'http://192.168.1.20:3000', 'https://kitchen.example'],
    ['https://kitchen.example', 'https://kitchen.example', null],
    ['https://kitchen.example/', 'https://kitchen.example', null],
    ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3000'],
    [null, 'http://192.168.1.20:3000', null],
    ['not a url', 'http://localhost:3000', null],
  ])('configured %j, page at %j: %j', (appUrl, origin, expected) => {
    expect(otherAppAddress(appUrl, origin)).toBe(expected);
  });
});
