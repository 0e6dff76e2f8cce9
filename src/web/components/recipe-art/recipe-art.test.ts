import { describe, expect, it } from 'vitest';
import { foodsIn, recipeArtFor, recipeKindFor } from './recipe-art.ts';

describe('recipeArtFor: a drawn picture for a recipe without a photo', () => {
  it('draws the same picture for the same recipe, every time', () => {
    const recipe = { title: 'Red Lentil and Carrot Soup', tags: ['lunch', 'soup'] };
    expect(recipeArtFor(recipe)).toEqual(recipeArtFor({ ...recipe, tags: [...recipe.tags] }));
  });

  it('works a recipe out once: the same title and tags give the very picture drawn before', () => {
    const first = recipeArtFor({ title: 'Smoky Bean Chilli', tags: ['dinner'] });
    expect(recipeArtFor({ title: 'Smoky Bean Chilli', tags: ['dinner'] })).toBe(first);
    expect(recipeArtFor({ title: 'Smoky Bean Chilli', tags: ['lunch'] })).not.toBe(first);
  });

  it('draws a soup, a salad, a curry and a bake differently', () => {
    const pictures = [
      recipeArtFor({ title: 'Pea and Mint Soup' }),
      recipeArtFor({ title: 'Pea and Mint Salad' }),
      recipeArtFor({ title: 'Pea and Mint Curry' }),
      recipeArtFor({ title: 'Pea and Mint Muffins' }),
    ];
    expect(pictures.map((art) => art.kind)).toEqual(['soup', 'salad', 'curry', 'baking']);
    expect(new Set(pictures.map((art) => art.background)).size).toBe(4);
    expect(new Set(pictures.map((art) => art.accent)).size).toBe(4);
  });

  it('scatters different recipes of one kind differently', () => {
    const a = recipeArtFor({ title: 'Tomato Soup' });
    const b = recipeArtFor({ title: 'Lentil Soup' });
    expect(a.kind).toBe(b.kind);
    expect(a.motifs).not.toEqual(b.motifs);
  });

  it('reads the kind from the title first, so a recipe looks the same where its tags are not known', () => {
    expect(recipeKindFor({ title: 'Ginger Chicken Noodle Broth', tags: ['dinner', 'soup'] })).toBe('soup');
    expect(recipeKindFor({ title: 'Ginger Chicken Noodle Broth' })).toBe('soup');
    expect(recipeKindFor({ title: 'Vietnamese-Style Chicken Noodle Salad' })).toBe('salad');
    expect(recipeKindFor({ title: 'Tuna and Sweetcorn Pasta Bake' })).toBe('pasta');
    expect(recipeKindFor({ title: 'Cinnamon Baked Apples with Oats' })).toBe('dessert');
    expect(recipeKindFor({ title: 'Spinach and Tomato Scrambled Eggs on Toast' })).toBe('breakfast');
  });

  it('falls back to the tags, then to an everyday plate', () => {
    expect(recipeKindFor({ title: 'Pan-Cooked White Fish', tags: ['dinner', 'one-pot'] })).toBe('stew');
    expect(recipeKindFor({ title: 'Grandma’s Sunday Special', tags: ['breakfast'] })).toBe('breakfast');
    expect(recipeKindFor({ title: 'Grandma’s Sunday Special' })).toBe('everyday');
    expect(recipeKindFor({ title: 'Leftovers', tags: [] })).toBe('everyday');
  });

  it('scatters the foods the title names, in its order, at most three', () => {
    expect(foodsIn('Sweet Potato and Coconut Soup').map((food) => food.name)).toEqual(['sweet potato', 'coconut']);
    expect(foodsIn('Black Bean and Sweetcorn Quesadillas').map((food) => food.name)).toEqual(['black beans', 'sweetcorn', 'bread']);
    expect(foodsIn('Spinach, Tomato, Lentil and Egg Stew')).toHaveLength(3);
    const art = recipeArtFor({ title: 'Tomato and Red Pepper Soup' });
    expect(art.foods).toEqual(['tomato', 'peppers']);
    expect(new Set(art.motifs.map((motif) => motif.colour))).toEqual(new Set(['#dd4b39', '#e0522c']));
  });

  it('still draws a pattern, in the kind’s colour, when the title names no food', () => {
    const art = recipeArtFor({ title: 'Mystery Supper' });
    expect(art.foods).toEqual([]);
    expect(art.motifs.length).toBeGreaterThan(0);
    expect(art.motifs.every((motif) => motif.colour === art.accent)).toBe(true);
  });

  it('copes with any text: empty, accented, very long', () => {
    expect(recipeArtFor({ title: '' }).kind).toBe('everyday');
    expect(recipeArtFor({ title: 'Crème brûlée with berries' }).foods).toEqual(['berries']);
    expect(recipeArtFor({ title: 'soup '.repeat(10_000) }).kind).toBe('soup');
  });

  it('keeps every food inside its 160 × 120 tile', () => {
    for (const title of ['Overnight Berry Oats', 'Smoky Black Bean Chilli', 'x', 'Chicken Fajita Traybake']) {
      for (const motif of recipeArtFor({ title }).motifs) {
        expect(motif.x).toBeGreaterThan(5);
        expect(motif.x).toBeLessThan(155);
        expect(motif.y).toBeGreaterThan(5);
        expect(motif.y).toBeLessThan(115);
      }
    }
  });
});
