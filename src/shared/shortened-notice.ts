import { recipeLimits } from './recipe-rules.ts';
import type { Shortening } from './recipe-import.ts';

/*
 * The words for a recipe the importer cut to fit, without zod: the recipe editor shows them and is part of the recipe
 * pages' first load (recipe-import.ts holds the schemas and re-exports these).
 */

/** A field the importer cuts to our limits: text that can be shortened, or a list whose lines can be left out. */
export const shortenedFields = ['title', 'description', 'ingredients', 'steps'] as const;

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const listed = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

function shortenedPart(field: Shortening['field'], count: number): string {
  if (field === 'title') return 'the title';
  if (field === 'description') return 'the description';
  return field === 'ingredients' ? countOf(count, 'ingredient', 'ingredients') : countOf(count, 'step', 'steps');
}

const leftOutPart = (field: Shortening['field'], count: number) =>
  field === 'ingredients'
    ? `${countOf(count, 'ingredient', 'ingredients')} after the first ${recipeLimits.ingredients}`
    : `${countOf(count, 'step', 'steps')} after the first ${recipeLimits.steps}`;

/** One thing (the title, 1 step) rather than several. */
const single = (items: readonly Shortening[]) => items.length === 1 && items[0]?.count === 1;
const verb = (items: readonly Shortening[]) => (single(items) ? 'was' : 'were');

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
  const clauses: string[] = [];
  if (cut.length > 0) {
    clauses.push(`${listed(cut.map((s) => shortenedPart(s.field, s.count)))} ${verb(cut)} shortened (marked with “…” where cut)`);
  }
  if (left.length > 0) clauses.push(`${listed(left.map((s) => leftOutPart(s.field, s.count)))} ${verb(left)} left out`);
  if (clauses.length === 0) return null;
  return `This page’s recipe is longer than a recipe here can be: ${clauses.join(', and ')}. Check ${single(shortened) ? 'it' : 'them'} before you save.`;
}
