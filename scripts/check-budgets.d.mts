// Types for scripts/check-budgets.mjs (plain JavaScript so that CI runs it with node alone).
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Budgets {
  initialJs: number;
  routeChunk: number;
  css: number;
}
export interface BudgetRow {
  kind: 'initial JS' | 'page first load' | 'route chunk' | 'shared chunk' | 'CSS';
  name: string;
  files: string[];
  gzip: number;
  budget: number;
}
export const defaultBudgets: Readonly<Budgets>;
export function gzipSize(bytes: Uint8Array): number;
export function initialFiles(manifest: Manifest): Set<string>;
export function checkBudgets(
  manifest: Manifest,
  readAsset: (file: string) => Uint8Array,
  budgets?: Budgets,
): { rows: BudgetRow[]; failures: string[] };
/** dist/web/prerendered/pages.json, as scripts/prerender-pages.ts writes it (the parts read here). */
export interface PagesFile {
  routes: { pattern: string; scripts: string[]; styles?: string[] }[];
  /** Each language's file of first words (route → words), in prerendered/. */
  locales?: Record<string, { firstWords?: string }>;
}
export const firstLoadPages: readonly string[];
export function checkPageBudgets(
  manifest: Manifest,
  pagesFile: PagesFile,
  readAsset: (file: string) => Uint8Array,
  budgets?: Budgets,
  pages?: readonly string[],
): { rows: BudgetRow[]; over: string[]; notes: string[] };
export function kb(bytes: number): string;
export function formatTable(rows: BudgetRow[]): string;
export function zodChunks(manifest: Manifest, readAsset: (file: string) => Uint8Array): Set<string>;
export function checkNoZodOnFirstLoad(
  manifest: Manifest,
  pages: PagesFile,
  readAsset: (file: string) => Uint8Array,
  patterns?: readonly string[],
): { lines: string[]; failures: string[] };
