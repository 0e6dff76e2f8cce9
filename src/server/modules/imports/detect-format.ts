import { addressList } from './formats/address-list.ts';
import { chowdown } from './formats/chowdown.ts';
import { cookn } from './formats/cookn.ts';
import { cooklang } from './formats/cooklang.ts';
import { copyMeThat } from './formats/copymethat.ts';
import type { ExportFormat } from './formats/export-format.ts';
import { mealie } from './formats/mealie.ts';
import { mealMaster } from './formats/mealmaster.ts';
import { myRecipeBox } from './formats/myrecipebox.ts';
import { paprika } from './formats/paprika.ts';
import { planToEat } from './formats/plan-to-eat.ts';
import { recipeKeeper } from './formats/recipe-keeper.ts';
import { nextcloudCookbook, schemaOrgJson } from './formats/schema-org-files.ts';
import { tandoor } from './formats/tandoor.ts';
import type { ExportFile } from './read/export-file.ts';
import { ImportFileError } from './read/import-file-error.ts';

/**
 * Every format read, most particular first: an app's own layout is recognised before the general shapes it shares
 * (Nextcloud Cookbook's folders of schema.org recipe.json before any zip of schema.org JSON; Tandoor's zip of zips
 * and Mealie's recipes/<slug>/<slug>.json, whose JSON is their own, before either), then the apps told by their
 * markup or their columns (HTML classes and itemprops, Cook'n's tables, a CSV's header), and the loosest
 * (marked-up plain text, a list of addresses) last.
 */
const formats: readonly ExportFormat[] = [
  paprika,
  tandoor,
  mealie,
  nextcloudCookbook,
  schemaOrgJson,
  chowdown,
  copyMeThat,
  recipeKeeper,
  cookn,
  planToEat,
  myRecipeBox,
  mealMaster,
  addressList,
  cooklang,
];

/** The format of an opened export file, told from its content; refused when it is none we read. */
export async function detectFormat(file: ExportFile): Promise<ExportFormat> {
  for (const format of formats) if (await format.detect(file)) return format;
  throw new ImportFileError('unknownFormat');
}
