import { paths } from '../../shared/routing.ts';

/** A recipe of the person's own (or their household's), open in its details dialog on My recipes. */
export function myRecipeHref(id: string): string {
  return `${paths.recipeCatalog}?${new URLSearchParams({ tab: 'mine', open: id }).toString()}`;
}

/** A catalogue recipe, open in the catalogue's details dialog (its own address, so Back closes it). */
export function catalogueRecipeHref(id: string): string {
  return `${paths.recipeCatalog}?${new URLSearchParams({ open: id }).toString()}`;
}
