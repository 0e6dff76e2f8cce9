import { describe, expect, it } from 'vitest';
import { findRouteRule } from '../src/shared/routing.ts';
import { auditedPages } from './audited-pages.mjs';
import { firstLoadPages } from './check-budgets.mjs';

describe('the audited pages', () => {
  // The six pages were listed twice, in check-budgets and in lighthouse, and could drift apart.
  it('are the pages whose first load check-budgets measures', () => {
    expect(firstLoadPages).toEqual(auditedPages.map((page) => page.path));
  });

  it("are audited signed in exactly where the route's guard asks for a session", () => {
    for (const page of auditedPages) {
      const rule = findRouteRule(page.path);
      expect(rule, page.path).toBeDefined();
      expect({ path: page.path, signedIn: rule?.guard !== 'none' }).toEqual({ path: page.path, signedIn: page.signedIn });
    }
  });
});
