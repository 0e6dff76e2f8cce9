import { describe, expect, it } from 'vitest';
import {
  acceptInvitePath,
  forgetPendingInvite,
  pendingInviteKey,
  rememberPendingInvite,
  resolvePendingInvite,
  withInvite,
} from './pending-invite.ts';
import type { KeyValueStorage } from './setup-state.ts';

function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

describe('the pending invitation', () => {
  it('is kept under pendingInvite, trimmed, and never as an empty string', () => {
    const storage = fakeStorage();
    rememberPendingInvite(storage, '  abc123 ');
    expect(storage.items.get(pendingInviteKey)).toBe('abc123');
    rememberPendingInvite(storage, '   ');
    rememberPendingInvite(storage, null);
    expect(storage.items.get('pendingInvite')).toBe('abc123');
  });

  it('is forgotten when it is the one accepted, or unconditionally', () => {
    const storage = fakeStorage({ pendingInvite: 'abc' });
    forgetPendingInvite(storage, 'other');
    expect(storage.items.get('pendingInvite')).toBe('abc');
    forgetPendingInvite(storage, 'abc');
    expect(storage.items.has('pendingInvite')).toBe(false);
    storage.items.set('pendingInvite', 'x');
    forgetPendingInvite(storage);
    expect(storage.items.has('pendingInvite')).toBe(false);
  });

  it('is read from the URL first, then storage, ignoring blanks', () => {
    expect(resolvePendingInvite(new URLSearchParams('invite=fromurl'), fakeStorage({ pendingInvite: 'stored' }))).toBe('fromurl');
    expect(resolvePendingInvite(new URLSearchParams(''), fakeStorage({ pendingInvite: ' stored ' }))).toBe('stored');
    expect(resolvePendingInvite(new URLSearchParams('invite=%20'), fakeStorage({ pendingInvite: 'stored' }))).toBe('stored');
    expect(resolvePendingInvite(new URLSearchParams(''), fakeStorage({ pendingInvite: '' }))).toBeNull();
    expect(resolvePendingInvite(new URLSearchParams(''), fakeStorage())).toBeNull();
  });

  it('travels in the URL, encoded, and only when there is one', () => {
    expect(withInvite('/signup', 'a b&c')).toBe('/signup?invite=a+b%26c');
    expect(withInvite('/setup', ' abc ')).toBe('/setup?invite=abc');
    expect(withInvite('/setup', null)).toBe('/setup');
    expect(acceptInvitePath('a/b')).toBe('/accept-invite/a%2Fb');
  });
});
