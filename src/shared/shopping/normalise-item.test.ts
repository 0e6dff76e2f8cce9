import { describe, expect, it } from 'vitest';
import { itemLabel, itemSynonyms, normaliseItem, pluralise, singularise } from './normalise-item.ts';

describe('normaliseItem', () => {
  it.each([
    // case and spaces
    ['Onions', 'onion', true],
    ['  onion  ', 'onion', false],
    ['RED   Onion', 'red onion', false],
    // plurals
    ['tomatoes', 'tomato', true],
    ['cherry tomatoes', 'cherry tomato', true],
    ['potatoes', 'potato', true],
    ['berries', 'berry', true],
    ['mixed berries', 'mixed berry', true],
    ['bay leaves', 'bay leaf', true],
    ['peaches', 'peach', true],
    ['radishes', 'radish', true],
    ['olives', 'olive', true],
    ['chickpeas', 'chickpea', true],
    ['pies', 'pie', true],
    ['cookies', 'cookie', true],
    ['anchovies', 'anchovy', true],
    // not plurals
    ['hummus', 'hummus', false],
    ['couscous', 'couscous', false],
    ['asparagus', 'asparagus', false],
    ['watercress', 'watercress', false],
    ['molasses', 'molasses', false],
    ['peas', 'pea', true],
    // synonyms
    ['scallions', 'spring onion', true],
    ['green onions', 'spring onion', true],
    ['cilantro', 'coriander', false],
    ['fresh cilantro', 'coriander', false],
    ['coriander leaves', 'coriander', false],
    ['zucchini', 'courgette', false],
    ['Zucchinis', 'courgette', true],
    ['eggplant', 'aubergine', false],
    ['garbanzo beans', 'chickpea', true],
    ['bell pepper', 'pepper', false],
    ['red bell peppers', 'red pepper', true],
    ['arugula', 'rocket', false],
    ['all-purpose flour', 'plain flour', false],
    ['ground beef', 'beef mince', false],
    ['minced beef', 'beef mince', false],
    ['freshly ground black pepper', 'black pepper', false],
    ['red pepper flakes', 'chilli flake', true],
    ['extra virgin olive oil', 'olive oil', false],
    // size and preparation words go; words that change the product stay
    ['large eggs', 'egg', true],
    ['2 medium', '2 medium', false],
    ['finely chopped parsley', 'parsley', false],
    ['minced garlic', 'garlic', false],
    ['chopped tomatoes', 'chopped tomato', true],
    ['diced tomatoes', 'chopped tomato', true],
    ['dried oregano', 'dried oregano', false],
    ['ground cumin', 'ground cumin', false],
    ['frozen peas', 'frozen pea', true],
    ['fresh', 'fresh', false],
    // punctuation
    ['onions.', 'onion', true],
    ['“tomatoes”', 'tomato', true],
    ['', '', false],
    ['  -- ', '', false],
  ])('%j → %j (plural %s)', (written, name, plural) => {
    expect(normaliseItem(written)).toEqual({ name, plural });
  });

  it('keeps accents (they are folded in the list key only)', () => {
    expect(normaliseItem('Crème fraîche').name).toBe('crème fraîche');
    expect(normaliseItem('jalapeños').name).toBe('jalapeño');
  });

  it('maps every synonym to a name that is itself normal', () => {
    for (const target of new Set(Object.values(itemSynonyms))) {
      expect(normaliseItem(target).name, target).toBe(target);
    }
  });
});

describe('singularise and pluralise', () => {
  it.each([
    ['onion', 'onions'],
    ['tomato', 'tomatoes'],
    ['potato', 'potatoes'],
    ['mango', 'mangoes'],
    ['avocado', 'avocados'],
    ['berry', 'berries'],
    ['cherry', 'cherries'],
    ['leaf', 'leaves'],
    ['loaf', 'loaves'],
    ['half', 'halves'],
    ['peach', 'peaches'],
    ['radish', 'radishes'],
    ['box', 'boxes'],
    ['glass', 'glasses'],
    ['olive', 'olives'],
    ['clove', 'cloves'],
    ['egg', 'eggs'],
    ['cookie', 'cookies'],
    ['kiwi', 'kiwis'],
    ['chickpea', 'chickpeas'],
    ['day', 'days'],
  ])('%s ⇄ %s', (singular, plural) => {
    expect(pluralise(singular)).toBe(plural);
    expect(singularise(plural)).toBe(singular);
    expect(singularise(singular)).toBe(singular);
  });

  it('leaves words that only look plural alone', () => {
    for (const word of ['hummus', 'couscous', 'asparagus', 'cress', 'bass', 'gas', 'swiss', 'molasses']) {
      expect(singularise(word)).toBe(word);
    }
  });
});

describe('itemLabel', () => {
  it('shows the name back in the plural when it was written so', () => {
    expect(itemLabel('spring onion', true)).toBe('spring onions');
    expect(itemLabel('bay leaf', true)).toBe('bay leaves');
    expect(itemLabel('milk', false)).toBe('milk');
    expect(itemLabel('', true)).toBe('');
  });
});
