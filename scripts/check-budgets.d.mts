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
  kind: 'initial JS' | 'route chunk' | 'shared chunk' | 'CSS';
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
export function kb(bytes: number): string;
export function formatTable(rows: BudgetRow[]): string;
export const pagesWithoutZod: readonly string[];
export interface PagesJson {
  routes: { pattern: string; scripts: string[]; styles: string[] }[];
}
export function zodChunks(manifest: Manifest, readAsset: (file: string) => Uint8Array): Set<string>;
export function checkNoZodOnFirstLoad(
  manifest: Manifest,
  pages: PagesJson,
  readAsset: (file: string) => Uint8Array,
  patterns?: readonly string[],
): { lines: string[]; failures: string[] };
