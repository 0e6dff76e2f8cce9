import { describe, expect, it } from 'vitest';
import { barsOf, percentOf, weekLabel } from './chart-scale.ts';

describe('barsOf', () => {
  it('scales to the largest value', () => {
    expect(
      barsOf([
        { label: 'a', value: 10 },
        { label: 'b', value: 5 },
        { label: 'c', value: 0 },
      ]),
    ).toEqual([
      { label: 'a', value: 10, percent: 100 },
      { label: 'b', value: 5, percent: 50 },
      { label: 'c', value: 0, percent: 0 },
    ]);
  });

  it('keeps a sliver for a small value and copes with all zeros or none', () => {
    expect(
      barsOf([
        { label: 'a', value: 1000 },
        { label: 'b', value: 1 },
      ])[1]?.percent,
    ).toBe(2);
    expect(barsOf([{ label: 'a', value: 0 }])).toEqual([{ label: 'a', value: 0, percent: 0 }]);
    expect(barsOf([])).toEqual([]);
  });
});

describe('percentOf', () => {
  it('draws no bar for a missing value and never one longer than the scale', () => {
    expect(percentOf(null, 5)).toBe(0);
    expect(percentOf(3.5, 5)).toBe(70);
    expect(percentOf(7, 5)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe('weekLabel', () => {
  it('names weeks by their first day', () => {
    expect(weekLabel('2026-03-02')).toBe('Week of 2 Mar');
    expect(weekLabel('nonsense')).toBe('nonsense');
  });
});
