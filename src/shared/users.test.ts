import { describe, expect, it } from 'vitest';
import { profileLabel, setupInputSchema } from './users.ts';

describe('profileLabel', () => {
  it.each([
    ['Jane Doe', 'JD', 'Jane'],
    ['  Madonna ', 'M', 'Madonna'],
    ['Ana María de la Cruz', 'AC', 'Ana'],
    ['jane doe', 'JD', 'jane'],
    ['Jane\tMarie\nDoe', 'JD', 'Jane'],
    ['Élodie Dupont', 'ÉD', 'Élodie'],
  ])('%j → %s / %s', (name, initials, firstName) => {
    expect(profileLabel(name)).toEqual({ initials, firstName });
  });

  it.each([[''], [null], [undefined], ['   '], ['\t\n']])('%j → null (the menu then reads "Profile")', (name) => {
    expect(profileLabel(name)).toBeNull();
  });
});

describe('setupInputSchema', () => {
  const valid = { name: 'Jane Doe', userType: 'regular', householdSize: 3, dietaryNeeds: ['vegan', 'nut-free'] };

  function issuesOf(input: unknown) {
    const result = setupInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    return result.error?.issues ?? [];
  }

  it('accepts a complete, valid answer as it is', () => {
    expect(setupInputSchema.parse(valid)).toEqual(valid);
  });

  it.each(['regular', 'champion', 'both'])('accepts userType %s', (userType) => {
    expect(setupInputSchema.parse({ ...valid, userType }).userType).toBe(userType);
  });

  it('defaults household size to 2 and dietary needs to none', () => {
    expect(setupInputSchema.parse({ name: 'Jane Doe', userType: 'both' })).toEqual({
      name: 'Jane Doe',
      userType: 'both',
      householdSize: 2,
      dietaryNeeds: [],
    });
  });

  it('trims the name', () => {
    expect(setupInputSchema.parse({ ...valid, name: '  Jane Doe  ' }).name).toBe('Jane Doe');
  });

  it.each([[''], ['   '], [undefined]])('rejects the name %j with "Full name is required"', (name) => {
    const issues = issuesOf({ ...valid, name });
    expect(issues).toEqual([expect.objectContaining({ path: ['name'], message: 'Full name is required' })]);
  });

  it('accepts a name of 100 characters and rejects one of 101', () => {
    expect(setupInputSchema.safeParse({ ...valid, name: 'a'.repeat(100) }).success).toBe(true);
    expect(issuesOf({ ...valid, name: 'a'.repeat(101) })).toEqual([
      expect.objectContaining({ path: ['name'], message: 'Full name must be at most 100 characters' }),
    ]);
  });

  it.each([['admin'], ['Regular'], [''], [null], [undefined]])('rejects userType %j', (userType) => {
    const issues = issuesOf({ ...valid, userType });
    expect(issues.map((issue) => issue.path)).toEqual([['userType']]);
  });

  it.each([
    ['3', 3],
    [3, 3],
    [1, 1],
    [20, 20],
    ['20', 20],
  ])('accepts household size %j as %d', (householdSize, expected) => {
    expect(setupInputSchema.parse({ ...valid, householdSize }).householdSize).toBe(expected);
  });

  it.each([[0], [21], [2.5], [-1], ['abc'], ['0'], ['21']])('rejects household size %j', (householdSize) => {
    const issues = issuesOf({ ...valid, householdSize });
    expect(issues.map((issue) => issue.path)).toEqual([['householdSize']]);
  });

  it('de-duplicates dietary needs, keeping their order', () => {
    expect(setupInputSchema.parse({ ...valid, dietaryNeeds: ['vegan', 'gluten-free', 'vegan'] }).dietaryNeeds).toEqual([
      'vegan',
      'gluten-free',
    ]);
  });

  it('accepts every dietary need at once', () => {
    const all = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'];
    expect(setupInputSchema.parse({ ...valid, dietaryNeeds: all }).dietaryNeeds).toEqual(all);
  });

  it.each([[['keto']], [['vegan', 'keto']], [['Vegan']], ['vegan']])('rejects dietary needs %j', (dietaryNeeds) => {
    const issues = issuesOf({ ...valid, dietaryNeeds });
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issue.path[0]).toBe('dietaryNeeds');
  });
});
