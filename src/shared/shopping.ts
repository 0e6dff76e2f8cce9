import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';

export const MAX_MANUAL_ITEM = 200;

/** One line of the shopping list: planned ingredients merged, or an item the user added by hand. */
export const shoppingItemSchema = z.object({
  id: z.string().describe('Stable while the item stays on the list, so its tick survives changes to the plan'),
  item: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  aisle: z.string(),
  checked: z.boolean(),
  manual: z.boolean().describe('Added by hand rather than from the plan'),
  recipes: z.array(z.string()).describe('Titles of the planned recipes it comes from'),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const shoppingListSchema = z.object({ items: z.array(shoppingItemSchema) });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/** PATCH /api/shopping-list/items/{id}?from=…&to=… */
export const shoppingItemUpdateSchema = z.object({ checked: z.boolean(refusal('validation.trueOrFalse', { field: 'checked' })) }).strict();

/** POST /api/shopping-list/items?from=…&to=…: a line like "2 l milk" or "bin bags", parsed like an ingredient. */
export const manualItemCreateSchema = z
  .object({
    text: z
      .string(refusal('validation.shopping.text'))
      .trim()
      .min(1, refusal('validation.shopping.empty'))
      .max(MAX_MANUAL_ITEM, refusal('validation.shopping.tooLong', { max: MAX_MANUAL_ITEM })),
  })
  .strict();
