/** A recipe's file name in the zip from its title: lower case words joined by "-", letters of any script kept. */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'recipe';
}

/**
 * The file names of one export, each used once: the second "Pancakes" is "pancakes-2". "recipe" alone is never
 * given: a zip of nothing but recipe.json files reads as a Nextcloud Cookbook export.
 */
export class ExportFileNames {
  private readonly used = new Set<string>();

  take(title: string): string {
    const slug = slugOf(title);
    let name = slug === 'recipe' ? 'recipe-1' : slug;
    for (let n = 2; this.used.has(name); n++) name = `${slug}-${n}`;
    this.used.add(name);
    return name;
  }
}
