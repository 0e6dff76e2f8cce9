/**
 * A fixed set of catalogue searches — rare and common words, and two-word queries — whose top results must
 * agree between SQLite and PostgreSQL, and each of which finds something in the starter set.
 */
export const rankingQueries = [
  'lentil',
  'chickpea',
  'quick',
  'vegan dinner',
  'oats',
  'chicken',
  'soup',
  'tomato',
  'rice',
  'egg',
  'spinach',
  'beans',
  // Plurals, found by their stems (docs/decisions/0028-stems-and-spellings.md).
  'soups',
  'curries',
  'salads',
  'lentils',
];
