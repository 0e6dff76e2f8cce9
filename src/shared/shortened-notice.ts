import { sharedWords } from './i18n/shared-words.ts';
import { recipeLimits } from './recipe-rules.ts';
import type { Shortening } from './recipe-import.ts';

/*
 * The words for a recipe the importer cut to fit, without zod: the recipe editor shows them and is part of the recipe
 * pages' first load (recipe-import.ts holds the schemas and re-exports these). In the reader's language.
 */

/** A field the importer cuts to our limits: text that can be shortened, or a list whose lines can be left out. */
export const shortenedFields = ['title', 'description', 'ingredients', 'steps'] as const;

/** "a, b and c", joined the way the reader's language joins a list. */
function listed(parts: string[]): string {
  const last = parts.at(-1);
  if (parts.length < 2 || last === undefined) return parts.join('');
  const list = parts.slice(0, -1).reduce((joined, item) => sharedWords('recipes.import.shortened.listComma', { list: joined, item }));
  return sharedWords('recipes.import.shortened.listAnd', { list, item: last });
}

function shortenedPart(field: Shortening['field'], count: number): string {
  if (field === 'title') return sharedWords('recipes.import.shortened.title');
  if (field === 'description') return sharedWords('recipes.import.shortened.description');
  return sharedWords(field === 'ingredients' ? 'recipes.import.shortened.ingredients' : 'recipes.import.shortened.steps', { count });
}

const leftOutPart = (field: Shortening['field'], count: number) =>
  field === 'ingredients'
    ? sharedWords('recipes.import.shortened.ingredientsLeftOut', { count, max: recipeLimits.ingredients })
    : sharedWords('recipes.import.shortened.stepsLeftOut', { count, max: recipeLimits.steps });

/** One thing (the title, 1 step) rather than several: "was" rather than "were", "it" rather than "them". */
const single = (items: readonly Shortening[]) => (items.length === 1 && items[0]?.count === 1 ? 'yes' : 'no');

/**
 * What a person reads before saving an imported recipe that was cut to fit (the import's `shortened`), or null
 * when nothing was: "This page's recipe is longer than a recipe here can be: the description and 2 steps were
 * shortened (marked with "…" where cut), and 12 ingredients after the first 100 were left out. Check them before
 * you save."
 */
export function shortenedNotice(shortened: readonly Shortening[]): string | null {
  const order = (a: Shortening, b: Shortening) => shortenedFields.indexOf(a.field) - shortenedFields.indexOf(b.field);
  const cut = shortened.filter((s) => s.kind === 'shortened').sort(order);
  const left = shortened.filter((s) => s.kind === 'leftOut').sort(order);
  const cutClause =
    cut.length > 0
      ? sharedWords('recipes.import.shortened.cut', { parts: listed(cut.map((s) => shortenedPart(s.field, s.count))), single: single(cut) })
      : null;
  const leftClause =
    left.length > 0
      ? sharedWords('recipes.import.shortened.leftOut', {
          parts: listed(left.map((s) => leftOutPart(s.field, s.count))),
          single: single(left),
        })
      : null;
  const clauses =
    cutClause && leftClause
      ? sharedWords('recipes.import.shortened.both', { cut: cutClause, leftOut: leftClause })
      : (cutClause ?? leftClause);
  if (clauses === null) return null;
  return sharedWords('recipes.import.shortened.notice', { clauses, single: single(shortened) });
}
