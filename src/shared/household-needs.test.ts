import { describe, expect, it } from 'vitest';
import type { DietaryNeed } from './dietary-needs.ts';
import { combinedNeeds, suitsNeeds } from './household-needs.ts';

describe('the needs of everyone at home', () => {
  it.each([
    [[], []],
    [[[], []], []],
    [
      [['vegetarian'], ['gluten-free']],
      ['vegetarian', 'gluten-free'],
    ],
    [
      [['nut-free', 'vegan'], ['vegan'], []],
      ['vegan', 'nut-free'],
    ],
    [[['vegetarian', 'not-a-need']], ['vegetarian']],
  ] as [string[][], DietaryNeed[]][])('%j combine to %j', (members, expected) => {
    expect(combinedNeeds(members)).toEqual(expected);
  });
});

describe('whether a recipe suits them', () => {
  it.each([
    [[], [], true],
    [['vegetarian', 'gluten-free'], ['vegetarian', 'gluten-free'], true],
    [['vegetarian'], ['vegetarian', 'gluten-free'], false],
    [['gluten-free'], ['vegetarian', 'gluten-free'], false],
    // Vegan is vegetarian and dairy-free by what it means.
    [['vegan'], ['vegetarian'], true],
    [['vegan'], ['dairy-free'], true],
    [['vegetarian'], ['vegan'], false],
    [['dairy-free'], ['vegan'], false],
    // A recipe that says nothing about nuts is not taken to be free of them.
    [['vegan', 'gluten-free'], ['nut-free'], false],
    [[], ['gluten-free'], false],
  ] as [DietaryNeed[], DietaryNeed[], boolean][])('flags %j for needs %j: %s', (flags, needs, expected) => {
    expect(suitsNeeds(flags, needs)).toBe(expected);
  });
});
