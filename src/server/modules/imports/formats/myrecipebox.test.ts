import { describe, expect, it } from 'vitest';
import { importLimits } from '../read/import-limits.ts';
import { readExportForTest } from './read-export-for-test.ts';

// Written for this project in the layout of MyRecipeBox's export: a CSV under its camelCase column names.
const header =
  'title,description,preparationTime,cookingTime,inactiveTime,totalTime,quantity,ingredients,instructions,notes,nutrition,favorite,rating,categories,tags,video,source,originalPicture,';
const csv = [
  header,
  'Roast squash,"Sweet, soft and simple.",10,45,,55,4,"1 butternut squash\n2 tbsp olive oil\n1 tsp chilli flakes","Heat the oven to 200°C.\n\nRoast the squash for 45 minutes.",Turn once.,"calories : 180 kcal\ncarbohydrate : 20 g\nprotein : 3 g\nfat : 9 g\nsodium : 300 mg",1,5,Sides;Autumn,vegan;easy,https://video.example.org/squash,https://example.org/roast-squash,https://images.example.org/squash.jpg,',
  'Boiled egg,,,8,,,1,1 egg,Boil for 8 minutes.,,,0,,,,,,,',
].join('\n');

describe('a MyRecipeBox export', () => {
  it('reads every row: times in minutes, lines, notes and video, nutrition lines, lists, and the picture address', async () => {
    const read = await readExportForTest(Buffer.from(csv), 'myrecipebox.csv');
    expect(read.format).toBe('myrecipebox');
    expect(read.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Roast squash',
        description: 'Sweet, soft and simple.\n\nTurn once.\n\nhttps://video.example.org/squash',
        recipeYield: '4',
        prepTime: 'PT10M',
        cookTime: 'PT45M',
        totalTime: 'PT55M',
        recipeIngredient: ['1 butternut squash', '2 tbsp olive oil', '1 tsp chilli flakes'],
        recipeInstructions: ['Heat the oven to 200°C.', 'Roast the squash for 45 minutes.'],
        recipeCategory: ['Sides', 'Autumn'],
        keywords: ['vegan', 'easy'],
        nutrition: {
          '@type': 'NutritionInformation',
          calories: '180 kcal',
          carbohydrateContent: '20 g',
          proteinContent: '3 g',
          fatContent: '9 g',
          sodiumContent: '300 mg',
        },
        url: 'https://example.org/roast-squash',
        image: 'https://images.example.org/squash.jpg',
      },
      expect.objectContaining({
        name: 'Boiled egg',
        cookTime: 'PT8M',
        recipeIngredient: ['1 egg'],
        recipeInstructions: ['Boil for 8 minutes.'],
        image: undefined,
      }),
    ]);
    expect(read.items.map((item) => item.kind === 'recipe' && item.photo)).toEqual([null, null]);
  });

  it('refuses a file of more recipes than an import takes, rather than importing the first ones', async () => {
    const many = [header, ...Array.from({ length: importLimits.recipes + 1 }, (_, i) => `Recipe ${i},,,,,,,x,y,,,,,,,,,,`)].join('\n');
    await expect(readExportForTest(Buffer.from(many), 'many.csv')).rejects.toMatchObject({ reason: 'tooManyRecipes' });
  });
});
