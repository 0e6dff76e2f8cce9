import { describe, expect, it } from 'vitest';
import { fewPagesShared, loadedBy, packageOf, pagesShared, sharedByAtLeast, sharedLibrary, type ModuleGraph } from './chunk-groups.ts';

/** A module graph as rolldown describes it: who imports each module, statically or through `import()`. */
function graph(modules: Record<string, { entry?: boolean; importers?: string[]; lazy?: boolean }>): ModuleGraph {
  const importedIds = (id: string) => Object.keys(modules).filter((other) => modules[other]?.importers?.includes(id));
  return {
    getModuleInfo: (id) => {
      const m = modules[id];
      if (!m) return null;
      return {
        isEntry: m.entry ?? false,
        importers: m.importers ?? [],
        dynamicImporters: m.lazy ? ['main.tsx'] : [],
        importedIds: importedIds(id),
      };
    },
  };
}

const pageNames = Array.from({ length: sharedByAtLeast + 1 }, (_, i) => `page-${i}.tsx`);
const pages = Object.fromEntries(pageNames.map((name) => [name, { lazy: true }]));

describe('chunk groups', () => {
  it('puts code that many pages load into pages-shared', () => {
    const g = graph({ ...pages, 'button.tsx': { importers: pageNames.slice(0, sharedByAtLeast) } });
    expect(pagesShared('button.tsx', g)).toBe('pages-shared');
  });

  it('counts the pages that load a module through other modules, each page once', () => {
    const g = graph({
      ...pages,
      'field.tsx': { importers: pageNames },
      'text-field.tsx': { importers: ['field.tsx', 'page-0.tsx'] },
    });
    expect([...loadedBy(g, 'text-field.tsx')].sort()).toEqual([...pageNames].sort());
  });

  it('leaves code that a few pages share to the groups split by who uses it', () => {
    const g = graph({ ...pages, 'meal-plans.ts': { importers: ['page-0.tsx', 'page-1.tsx'] } });
    expect(pagesShared('meal-plans.ts', g)).toBeNull();
    expect(fewPagesShared('meal-plans.ts', g)).toBe('shared');
  });

  it('keeps a library loaded on demand whole: its modules count it once, not the pages that load it', () => {
    const g = graph({
      ...pages,
      'auth-client.ts': { lazy: true, importers: pageNames },
      'better-auth.js': { importers: ['auth-client.ts'] },
    });
    expect(pagesShared('better-auth.js', g)).toBeNull();
    expect(fewPagesShared('better-auth.js', g)).toBeNull();
  });

  it('keeps shared code that needs zod apart from shared code that does not, so a page loading the one never gets zod', () => {
    const zod = '/app/node_modules/zod/index.js';
    const g = graph({
      ...pages,
      '/app/src/shared/dietary-needs.ts': { importers: ['page-0.tsx', 'page-1.tsx', '/app/src/shared/users.ts'] },
      '/app/src/shared/users.ts': { importers: ['page-1.tsx', 'page-2.tsx'] },
      [zod]: { importers: ['/app/src/shared/users.ts'] },
    });
    expect(fewPagesShared('/app/src/shared/dietary-needs.ts', g)).toBe('shared');
    expect(fewPagesShared('/app/src/shared/users.ts', g)).toBe('shared-zod');
  });

  it('never moves a page, or code only one page uses, out of its own chunk', () => {
    const g = graph({ ...pages, 'planner.tsx': { importers: ['page-0.tsx'] } });
    expect(pagesShared('page-0.tsx', g)).toBeNull();
    expect(fewPagesShared('page-0.tsx', g)).toBeNull();
    expect(fewPagesShared('planner.tsx', g)).toBeNull();
  });

  it("names a shared library after its package, scoped or not, and leaves the app's own code alone", () => {
    expect(packageOf('/app/node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(packageOf('/app/node_modules/@tanstack/react-query/build/modern/useMutation.js')).toBe('@tanstack/react-query');
    expect(packageOf('/app/node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOf('/app/src/web/components/ui/button.tsx')).toBeNull();
    // Our stand-in for zod (vite.config.ts's alias) goes with zod, not with the pages that import it.
    expect(packageOf('/app/src/web/lib/zod-in-browser.ts')).toBe('zod');
    const g = graph({ ...pages, '/app/node_modules/zod/index.js': { importers: ['page-0.tsx', 'page-1.tsx'] } });
    expect(sharedLibrary('/app/node_modules/zod/index.js', g)).toBe('zod');
  });
});
