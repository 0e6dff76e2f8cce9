import { describe, expect, it, vi } from 'vitest';
import type { SetupDraft } from '../../shared/users.ts';
import {
  cacheSetupComplete,
  clearSetupState,
  isSetupCachedComplete,
  loadSetupDraft,
  resolveSetupComplete,
  saveSetupDraft,
  setupCompleteKey,
  setupDataKey,
  type KeyValueStorage,
} from './setup-state.ts';

/** A Map-backed stand-in for localStorage; `items` is exposed so tests can see exactly what was stored. */
function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the storage keys', () => {
  it('are setupComplete_{uid} and setupData_{uid}', () => {
    expect(setupCompleteKey('u1')).toBe('setupComplete_u1');
    expect(setupDataKey('u1')).toBe('setupData_u1');
    expect(setupCompleteKey('abc-123')).toBe('setupComplete_abc-123');
    expect(setupDataKey('abc-123')).toBe('setupData_abc-123');
  });

  it('are the keys actually written', () => {
    const storage = fakeStorage();
    saveSetupDraft(storage, 'u1', { name: 'Jane' });
    expect([...storage.items.keys()]).toEqual(['setupData_u1']);
    cacheSetupComplete(storage, 'u1');
    expect(Object.fromEntries(storage.items)).toEqual({ setupComplete_u1: 'true' });
  });
});

describe('isSetupCachedComplete', () => {
  it.each([
    [{ setupComplete_u1: 'true' }, true],
    [{ setupComplete_u1: 'false' }, false],
    [{ setupComplete_u1: 'TRUE' }, false],
    [{ setupComplete_u1: '1' }, false],
    [{}, false],
    [{ setupComplete_u2: 'true' }, false],
  ])('%o → %s for u1', (initial, expected) => {
    expect(isSetupCachedComplete(fakeStorage(initial), 'u1')).toBe(expected);
  });
});

describe('resolveSetupComplete', () => {
  it('answers from the cache without calling the check when cached as complete', async () => {
    const storage = fakeStorage({ setupComplete_u1: 'true' });
    const check = vi.fn(async () => ({ userType: null }));
    await expect(resolveSetupComplete(storage, 'u1', check)).resolves.toBe(true);
    expect(check).not.toHaveBeenCalled();
  });

  it.each(['regular', 'champion', 'both'])('counts userType %s as complete and caches it', async (userType) => {
    const storage = fakeStorage({ setupData_u1: JSON.stringify({ name: 'Jane' }) });
    const check = vi.fn(async () => ({ userType }));
    await expect(resolveSetupComplete(storage, 'u1', check)).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    expect(storage.items.get('setupComplete_u1')).toBe('true');
    // The draft has done its job.
    expect(storage.items.has('setupData_u1')).toBe(false);
  });

  it('skips later checks once complete', async () => {
    const storage = fakeStorage();
    const check = vi.fn(async () => ({ userType: 'regular' }));
    await resolveSetupComplete(storage, 'u1', check);
    await expect(resolveSetupComplete(storage, 'u1', check)).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('counts userType null as not complete, caches nothing and keeps the draft', async () => {
    const draft = JSON.stringify({ name: 'Jane' });
    const storage = fakeStorage({ setupData_u1: draft });
    const check = vi.fn(async () => ({ userType: null }));
    await expect(resolveSetupComplete(storage, 'u1', check)).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(storage.items)).toEqual({ setupData_u1: draft });
  });

  it('checks again while setup is incomplete', async () => {
    const storage = fakeStorage();
    const check = vi.fn(async () => ({ userType: null }));
    await resolveSetupComplete(storage, 'u1', check);
    await resolveSetupComplete(storage, 'u1', check);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('network down'))],
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
  ])('counts a check that %s as not complete and caches nothing', async (_how, failing) => {
    const storage = fakeStorage();
    const check = vi.fn(failing as () => Promise<{ userType: string | null }>);
    await expect(resolveSetupComplete(storage, 'u1', check)).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
    expect(storage.items.size).toBe(0);
  });

  it.each([[{ setupComplete_u1: 'false' }], [{ setupComplete_u2: 'true' }]])('does not count %o as cached for u1', async (initial) => {
    const storage = fakeStorage(initial);
    const check = vi.fn(async () => ({ userType: null }));
    await expect(resolveSetupComplete(storage, 'u1', check)).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('the setup draft', () => {
  it.each([
    [{}],
    [{ name: 'Jane Doe' }],
    [{ name: 'Jane Doe', userType: 'both', householdSize: '4', dietaryNeeds: ['vegan', 'nut-free'] }],
    [{ userType: 'champion', householdSize: 3, dietaryNeeds: [] }],
  ] satisfies [SetupDraft][])('round-trips %o', (draft) => {
    const storage = fakeStorage();
    saveSetupDraft(storage, 'u1', draft);
    expect(JSON.parse(storage.items.get('setupData_u1') ?? 'null')).toEqual(draft);
    expect(loadSetupDraft(storage, 'u1')).toEqual(draft);
  });

  it('is {} when there is none', () => {
    expect(loadSetupDraft(fakeStorage(), 'u1')).toEqual({});
    expect(loadSetupDraft(fakeStorage({ setupData_u2: JSON.stringify({ name: 'Other' }) }), 'u1')).toEqual({});
  });

  it.each([
    ['', 'empty'],
    ['{not json', 'corrupt JSON'],
    ['undefined', 'not JSON'],
    ['null', 'null'],
    ['42', 'a number'],
    ['"Jane"', 'a string'],
    ['[]', 'an array'],
    ['{"userType":"admin"}', 'an unknown userType'],
    ['{"dietaryNeeds":"vegan"}', 'dietary needs that are not a list'],
    ['{"dietaryNeeds":["keto"]}', 'an unknown dietary need'],
    ['{"householdSize":true}', 'a household size that is neither string nor number'],
    ['{"name":123}', 'a name that is not a string'],
    [JSON.stringify({ name: 'x'.repeat(201) }), 'a name over 200 characters'],
  ])('is {} for %j (%s)', (raw) => {
    expect(loadSetupDraft(fakeStorage({ setupData_u1: raw }), 'u1')).toEqual({});
  });

  it('drops keys that are not setup answers', () => {
    const storage = fakeStorage({ setupData_u1: JSON.stringify({ name: 'Jane', password: 'secret' }) });
    expect(loadSetupDraft(storage, 'u1')).toEqual({ name: 'Jane' });
  });
});

describe('cacheSetupComplete', () => {
  it("stores 'true' and removes the draft", () => {
    const storage = fakeStorage();
    saveSetupDraft(storage, 'u1', { name: 'Jane' });
    cacheSetupComplete(storage, 'u1');
    expect(storage.items.get('setupComplete_u1')).toBe('true');
    expect(storage.items.has('setupData_u1')).toBe(false);
    expect(loadSetupDraft(storage, 'u1')).toEqual({});
    expect(isSetupCachedComplete(storage, 'u1')).toBe(true);
  });
});

describe('clearSetupState', () => {
  it("removes both of the user's keys and leaves everything else alone", () => {
    const storage = fakeStorage({
      setupComplete_u1: 'true',
      setupData_u1: JSON.stringify({ name: 'Jane' }),
      setupComplete_u2: 'true',
      setupData_u2: JSON.stringify({ name: 'Other' }),
      setupComplete_u10: 'true',
      theme: 'dark',
    });
    clearSetupState(storage, 'u1');
    expect(Object.fromEntries(storage.items)).toEqual({
      setupComplete_u2: 'true',
      setupData_u2: JSON.stringify({ name: 'Other' }),
      setupComplete_u10: 'true',
      theme: 'dark',
    });
    expect(isSetupCachedComplete(storage, 'u1')).toBe(false);
    expect(loadSetupDraft(storage, 'u1')).toEqual({});
  });

  it('does nothing harmful when there is nothing to clear', () => {
    const storage = fakeStorage();
    clearSetupState(storage, 'u1');
    expect(storage.items.size).toBe(0);
  });
});
