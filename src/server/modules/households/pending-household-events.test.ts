import { describe, expect, it } from 'vitest';
import { PendingHouseholdEvents } from './pending-household-events.ts';

describe('the events waiting for one stream', () => {
  // The queue grew by one event per change for as long as a page did not read: a stalled tab held memory unbounded.
  it('holds at most one plan, one list and one pantry event however many changes a page that does not read is sent', () => {
    const pending = new PendingHouseholdEvents();
    for (let i = 0; i < 100_000; i++) {
      pending.add({ type: 'plan', date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`, by: 'ana' });
      pending.add({ type: 'list', from: '2026-03-02', to: '2026-03-08', by: i % 2 ? 'ana' : 'ben' });
      pending.add({ type: 'pantry', by: 'ben' });
    }
    expect(pending.size).toBe(3);
    expect(pending.take()).toEqual({ type: 'plan', from: '2026-03-01', to: '2026-03-28', by: 'ana' });
    expect(pending.take()).toEqual({ type: 'list', from: '2026-03-02', to: '2026-03-08', by: '' });
    expect(pending.take()).toEqual({ type: 'pantry', by: 'ben' });
    expect(pending.take()).toBeUndefined();
  });

  it('keeps events in the order they came, and one alone as it was', () => {
    const pending = new PendingHouseholdEvents();
    pending.add({ type: 'list', from: '2026-03-02', to: '2026-03-08', by: 'ben' });
    pending.add({ type: 'plan', date: '2026-03-04', by: 'ana' });
    pending.add({ type: 'plan', date: '2026-03-04', by: 'ana' });
    expect(pending.take()).toEqual({ type: 'list', from: '2026-03-02', to: '2026-03-08', by: 'ben' });
    expect(pending.take()).toEqual({ type: 'plan', date: '2026-03-04', by: 'ana' });
  });

  it('widens to any day when one of the changes names none (an entry removed, the listener reconnected)', () => {
    const pending = new PendingHouseholdEvents();
    pending.add({ type: 'plan', date: '2026-03-04', by: 'ana' });
    pending.add({ type: 'plan', by: 'ana' });
    pending.add({ type: 'plan', from: '2026-03-02', to: '2026-03-08', by: 'ana' });
    expect(pending.take()).toEqual({ type: 'plan', by: 'ana' });
    expect(pending.size).toBe(0);
  });

  it('starts again once the waiting event has been taken', () => {
    const pending = new PendingHouseholdEvents();
    pending.add({ type: 'plan', date: '2026-03-04', by: 'ana' });
    expect(pending.take()).toEqual({ type: 'plan', date: '2026-03-04', by: 'ana' });
    pending.add({ type: 'plan', date: '2026-03-09', by: 'ben' });
    expect(pending.take()).toEqual({ type: 'plan', date: '2026-03-09', by: 'ben' });
  });
});
