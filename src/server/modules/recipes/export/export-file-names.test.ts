import { describe, expect, it } from 'vitest';
import { ExportFileNames } from './export-file-names.ts';

describe('an export’s file names', () => {
  it('are the titles in lower case, any script kept, each used once, never plain "recipe"', () => {
    const names = new ExportFileNames();
    expect(['Pancakes', 'pancakes!', 'Crème brûlée', 'شوربة عدس', '  ', 'Recipe', '***'].map((title) => names.take(title))).toEqual([
      'pancakes',
      'pancakes-2',
      'crème-brûlée',
      'شوربة-عدس',
      'recipe-1',
      'recipe-2',
      'recipe-3',
    ]);
  });
});
