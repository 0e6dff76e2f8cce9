import { describe, expect, it } from 'vitest';
import { ingredientsInStep, sameWord } from './step-ingredients.ts';

const ingredient = (item: string, text = item) => ({ item, text });

describe('sameWord', () => {
  it.each([
    ['onion', 'onions'],
    ['tomato', 'tomatoes'],
    ['berry', 'berries'],
    ['zwiebel', 'zwiebeln'],
    ['karotte', 'karotten'],
    ['pomodoro', 'pomodori'],
    ['cebula', 'cebule'],
    ['sogan', 'soganları'],
    ['tomate', 'tomates'],
    ['بصل', 'بصل'],
  ])('%s is %s', (a, b) => {
    expect(sameWord(a, b)).toBe(true);
  });

  it.each([
    ['rice', 'rich'],
    ['pea', 'peach'],
    ['oil', 'oven'],
    ['salt', 'salted'],
  ])('%s is not %s', (a, b) => {
    expect(sameWord(a, b)).toBe(false);
  });
});

describe('ingredientsInStep', () => {
  const list = [
    ingredient('onions'),
    ingredient('olive oil'),
    ingredient('garlic cloves'),
    ingredient('chopped tomatoes'),
    ingredient('rice'),
  ];

  it('finds the ingredients a step names, in any form, in the order of the list', () => {
    expect(ingredientsInStep('Fry the onion in the oil until soft, then add the tomatoes.', list)).toEqual([0, 1, 3]);
  });

  it('does not find a describing word alone, nor a word that only starts the same', () => {
    expect(ingredientsInStep('Add the chopped parsley and a rich stock.', list)).toEqual([]);
  });

  it('reads the line when the parser found no item', () => {
    expect(ingredientsInStep('Season with salt.', [{ item: '', text: 'Salt to taste' }])).toEqual([0]);
  });

  it.each([
    ['de', 'Die Zwiebeln in der Butter anbraten.', [ingredient('Zwiebel'), ingredient('Butter'), ingredient('Mehl')], [0, 1]],
    [
      'fr',
      'Faire revenir les oignons dans l’huile d’olive.',
      [ingredient('oignon'), ingredient('huile d’olive'), ingredient('œufs')],
      [0, 1],
    ],
    ['es', 'Añade los tomates y el ajo.', [ingredient('tomate'), ingredient('dientes de ajo'), ingredient('arroz')], [0, 1]],
    ['it', 'Aggiungi i pomodori e la cipolla.', [ingredient('pomodoro'), ingredient('cipolle'), ingredient('riso')], [0, 1]],
    ['nl', 'Bak de uien in de boter.', [ingredient('ui'), ingredient('boter'), ingredient('uien')], [1, 2]],
    ['pt-BR', 'Refogue a cebola no azeite.', [ingredient('cebolas'), ingredient('azeite'), ingredient('arroz')], [0, 1]],
    ['pl', 'Podsmaż cebulę na maśle.', [ingredient('cebula'), ingredient('masło'), ingredient('ryż')], [0, 1]],
    ['tr', 'Soğanları tereyağında kavurun.', [ingredient('soğan'), ingredient('tereyağı'), ingredient('pirinç')], [0, 1]],
    ['ar', 'اقلِ البصل في الزيت.', [ingredient('بصل'), ingredient('زيت زيتون'), ingredient('أرز')], [0, 1]],
  ])('finds inflected forms in %s', (_language, step, ingredients, expected) => {
    expect(ingredientsInStep(step, ingredients)).toEqual(expected);
  });
});
