// Types for scripts/audited-pages.mjs (plain JavaScript so that check-budgets can run with node alone).
export interface AuditedPage {
  readonly path: string;
  readonly signedIn: boolean;
}
export const auditedPages: readonly AuditedPage[];
