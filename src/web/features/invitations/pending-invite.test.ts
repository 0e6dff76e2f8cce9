import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/setup-state.ts';
import { acceptInvitePath, forgetPendingInvite, pendingInviteKey, rememberPendingInvite, withInvite } from './pending-invite.ts';

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

  it('travels in the URL, encoded', () => {
    expect(withInvite('/signup', 'a b&c')).toBe('/signup?invite=a+b%26c');
    expect(withInvite('/setup', ' abc ')).toBe('/setup?invite=abc');
    expect(acceptInvitePath('a/b')).toBe('/accept-invite/a%2Fb');
  });
});
