import { describe, expect, it } from 'vitest';
import { durationsInStep } from './step-durations.ts';

/** Each step's durations as [seconds, upToSeconds, words as written]. */
function read(step: string) {
  return durationsInStep(step).map((d) => [d.seconds, d.upToSeconds, step.slice(d.start, d.end)]);
}

describe('durationsInStep', () => {
  it.each([
    ['Simmer for 20 minutes.', [[1200, null, '20 minutes']]],
    ['Bake 1 h 15 min until golden.', [[4500, null, '1 h 15 min']]],
    ['Roast for 1 hour and 15 minutes', [[4500, null, '1 hour and 15 minutes']]],
    ['Bake 20–25 minutes', [[1200, 1500, '20–25 minutes']]],
    ['Bake 20-25 mins', [[1200, 1500, '20-25 mins']]],
    ['Cook 20 to 25 minutes', [[1200, 1500, '20 to 25 minutes']]],
    ['Braise for 1½ hours', [[5400, null, '1½ hours']]],
    ['Braise for 1 1/2 hours', [[5400, null, '1 1/2 hours']]],
    ['Rest ½ hour', [[1800, null, '½ hour']]],
    [
      'Stir for 30 seconds, then simmer 10 minutes.',
      [
        [30, null, '30 seconds'],
        [600, null, '10 minutes'],
      ],
    ],
    ['Whisk 2 min 30 sec', [[150, null, '2 min 30 sec']]],
    ['Boil 1.5 hours', [[5400, null, '1.5 hours']]],
    ['Boil 2hrs', [[7200, null, '2hrs']]],
  ])('reads English: %s', (step, expected) => {
    expect(read(step)).toEqual(expected);
  });

  it.each([
    ['Bei mittlerer Hitze 20 Minuten köcheln lassen.', [[1200, null, '20 Minuten']]],
    ['1 Stunde und 15 Minuten backen', [[4500, null, '1 Stunde und 15 Minuten']]],
    ['20 bis 25 Min. garen', [[1200, 1500, '20 bis 25 Min.']]],
    ['Laisser mijoter 20 minutes.', [[1200, null, '20 minutes']]],
    ['Cuire 1 h 15 au four.', [[4500, null, '1 h 15']]],
    ['Cuire 1h15.', [[4500, null, '1h15']]],
    ['Cocinar de 20 a 25 minutos', [[1200, 1500, '20 a 25 minutos']]],
    ['Hornear 1 hora y 10 minutos', [[4200, null, '1 hora y 10 minutos']]],
    ['Cozinhe por 15 minutos', [[900, null, '15 minutos']]],
    ['Cuocere per 2 ore', [[7200, null, '2 ore']]],
    ['Cuocere 10-12 minuti', [[600, 720, '10-12 minuti']]],
    ['20 minuten laten sudderen', [[1200, null, '20 minuten']]],
    ['1 uur bakken', [[3600, null, '1 uur']]],
    ['Gotuj 20 minut', [[1200, null, '20 minut']]],
    ['Piecz 1 godzinę', [[3600, null, '1 godzinę']]],
    ['Gotuj 2–3 minuty', [[120, 180, '2–3 minuty']]],
    ['20 dakika pişirin', [[1200, null, '20 dakika']]],
    ['1 saat 15 dakika fırında pişirin', [[4500, null, '1 saat 15 dakika']]],
    ['اطبخ لمدة 20 دقيقة', [[1200, null, '20 دقيقة']]],
    ['اطبخ لمدة ٢٠ دقيقة', [[1200, null, '٢٠ دقيقة']]],
    ['اخبز لمدة ساعتين', [[7200, null, 'ساعتين']]],
    ['اطبخ 10-15 دقائق', [[600, 900, '10-15 دقائق']]],
  ])('reads other languages: %s', (step, expected) => {
    expect(read(step)).toEqual(expected);
  });

  it.each([
    'Add 2 mint leaves',
    'Cut into 2 cm pieces',
    'Heat the oven to 180 °C',
    'Serve with 3 hot rolls',
    'Add the minced garlic',
    'Cook for a few minutes',
    'Cook for 0 minutes',
  ])('finds no duration in: %s', (step) => {
    expect(durationsInStep(step)).toEqual([]);
  });
});
