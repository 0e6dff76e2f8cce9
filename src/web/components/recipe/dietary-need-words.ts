import { dietaryNeeds, type DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';

/** Each dietary need's words: the stored value stays English (it is data); what is drawn comes from the catalogue. */
export const dietaryNeedKeys: Record<DietaryNeed, MessageKey> = {
  vegetarian: 'components.dietaryNeed.vegetarian',
  vegan: 'components.dietaryNeed.vegan',
  'gluten-free': 'components.dietaryNeed.glutenFree',
  'dairy-free': 'components.dietaryNeed.dairyFree',
  'nut-free': 'components.dietaryNeed.nutFree',
};

/** Every dietary need's words in the active language, for a group of chips (`t` from useT). */
export function dietaryNeedWords(t: (key: MessageKey) => string): Record<DietaryNeed, string> {
  return Object.fromEntries(dietaryNeeds.map((need) => [need, t(dietaryNeedKeys[need])])) as Record<DietaryNeed, string>;
}
