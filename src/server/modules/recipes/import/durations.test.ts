import { describe, expect, it } from 'vitest';
import { durationMinutes } from './durations.ts';

describe('durationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT90M', 90],
    ['PT0.5H', 30],
    ['PT1,5H', 90],
    ['P0Y0M0DT0H35M0.000S', 35],
    ['P1DT2H', 1560],
    ['P1W', 10080],
    ['PT45S', 1],
    ['PT20S', 0],
    ['pt20m', 20],
    [' PT15M ', 15],
    [15, 15],
    [12.6, 13],
    ['15', 15],
    ['1 hr 20 mins', 80],
    ['45 minutes', 45],
    ['2 hours', 120],
    ['1h 5m', 65],
  ] as const)('%j is %i minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([
    ['PT'],
    ['P'],
    [''],
    ['soon'],
    ['PT-5M'],
    ['-PT5M'],
    ['P1Y'],
    ['P2M'],
    ['PTXM'],
    ['PT5M3H'],
    ['P2W'],
    ['1 hour and a bit'],
    [-5],
    [Number.NaN],
    [Infinity],
    [null],
    [undefined],
    [{}],
    [['PT5M']],
  ])('%j is no duration', (value) => {
    expect(durationMinutes(value)).toBeNull();
  });
});
