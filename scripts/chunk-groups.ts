// How the browser build groups modules into chunks (docs/decisions/0042-fewer-earlier-requests.md), for
// vite.config.ts. On a slow connection every request costs round trips, so a page's first load should need few:
// - everything the entry loads statically is one chunk, the entry itself;
// - a large library that several lazily loaded modules share is a chunk of its own, named after its package: a page
//   that does not use it does not download it, and it stays cached when our code changes;
// - code that many lazily loaded modules share (pages, and the libraries loaded on demand) is one chunk,
//   `pages-shared`, which nearly every page loads beside its own;
// - code that a few of them share is grouped by the set of modules that use it, and a group too small to be worth a
//   request of its own joins the nearest one (rolldown's `entriesAware`), so a page downloads little it does not use;
// - code that one lazily loaded module alone uses stays in its chunk (rolldown's default).
// The rule reads the module graph, not paths: a new page or feature folder needs no change here.

/** What rolldown tells a group's `name` function about a module (the parts read here). */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[]; importedIds: readonly string[] } | null;
}

/**
 * Code used by at least this many lazily loaded modules goes into `pages-shared`. Lower takes in code of one area
 * only (the sign-in client, which the four sign-in pages share, would then be downloaded by the home page); higher
 * leaves each page more small chunks of its own.
 */
export const sharedByAtLeast = 6;

/** Raw bytes under which a group of code a few pages share joins its nearest group rather than being a request. */
export const smallestSharedChunk = 5_000;

/** Raw bytes from which a library shared by several lazily loaded modules is worth a chunk (and a request) of its own. */
export const largeLibrary = 20_000;

type Info = NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>;

/** An entry, or a module loaded by `import()` (a page, a library loaded on demand): where a chunk starts. */
const startsAChunk = (info: Info) => info.isEntry || info.dynamicImporters.length > 0;

/** The modules where chunks start (entries, lazily loaded modules) that load `id` through static imports. */
export function loadedBy(graph: ModuleGraph, id: string, known = new Map<string, Set<string>>()): Set<string> {
  const kept = known.get(id);
  if (kept) return kept;
  const starts = new Set<string>();
  known.set(id, starts);
  const info = graph.getModuleInfo(id);
  if (!info) return starts;
  if (startsAChunk(info)) starts.add(id);
  else for (const importer of info.importers) for (const start of loadedBy(graph, importer, known)) starts.add(start);
  return starts;
}

// One walk per module and build: rolldown hands every call of a chunking pass the same graph object.
const knownPerGraph = new WeakMap<ModuleGraph, Map<string, Set<string>>>();

/** How many chunk starts load `id`, or 0 when `id` starts a chunk itself (it keeps its own). */
function sharers(id: string, graph: ModuleGraph): number {
  const info = graph.getModuleInfo(id);
  if (!info || startsAChunk(info)) return 0;
  let known = knownPerGraph.get(graph);
  if (!known) {
    known = new Map();
    knownPerGraph.set(graph, known);
  }
  return loadedBy(graph, id, known).size;
}

/**
 * The npm package a module belongs to, or null for the app's own code. A module of ours named
 * `<package>-in-browser.ts` stands in for that package (vite.config.ts's resolve alias: every `zod` the pages import
 * is src/web/lib/zod-in-browser.ts) and goes with it: grouped elsewhere, it would pull the package into that chunk's
 * first loads.
 */
export function packageOf(id: string): string | null {
  const standIn = /[\\/]src[\\/]web[\\/]lib[\\/]([a-z0-9-]+)-in-browser\.ts$/.exec(id);
  if (standIn) return standIn[1] ?? null;
  const match = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1]?.replace(/\\/g, '/') ?? null;
}

/**
 * Libraries the first-load pages never load: forms bring zod when someone starts filling them in
 * (docs/decisions/0040-typed-answers.md). Shared code that needs one through its static imports is grouped apart
 * from shared code that does not, so that no group of code a page loads first drags such a library in.
 */
export const onDemandLibraries: readonly string[] = ['zod'];

/** The on-demand library `id` needs through its static imports (itself included), or null. */
export function onDemandLibraryOf(graph: ModuleGraph, id: string, seen = new Set<string>()): string | null {
  if (seen.has(id)) return null;
  seen.add(id);
  const own = packageOf(id);
  if (own !== null && onDemandLibraries.includes(own)) return own;
  if (own !== null) return null;
  for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
    const library = onDemandLibraryOf(graph, imported, seen);
    if (library !== null) return library;
  }
  return null;
}

const neededPerGraph = new WeakMap<ModuleGraph, Map<string, string | null>>();
/** `name`, with the on-demand library the module needs (if any) appended: such code never joins the rest. */
function apartIfNeeding(name: string, id: string, graph: ModuleGraph): string {
  let needed = neededPerGraph.get(graph);
  if (!needed) {
    needed = new Map();
    neededPerGraph.set(graph, needed);
  }
  if (!needed.has(id)) needed.set(id, onDemandLibraryOf(graph, id));
  const library = needed.get(id);
  return library ? `${name}-${library}` : name;
}

/** `name` of the groups of shared libraries: one per package (the group's `minSize` drops the small ones). */
export const sharedLibrary = (id: string, graph: ModuleGraph): string | null => (sharers(id, graph) >= 2 ? packageOf(id) : null);

/** `name` of the group of code many pages share. */
export const pagesShared = (id: string, graph: ModuleGraph): string | null =>
  sharers(id, graph) >= sharedByAtLeast ? apartIfNeeding('pages-shared', id, graph) : null;

/** `name` of the groups of code a few pages share (split by who uses it, see the group's options). */
export const fewPagesShared = (id: string, graph: ModuleGraph): string | null =>
  sharers(id, graph) >= 2 ? apartIfNeeding('shared', id, graph) : null;

/** `build.rolldownOptions.output.codeSplitting` for vite.config.ts. */
export const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 4 },
    { name: sharedLibrary, priority: 3, minSize: largeLibrary },
    { name: pagesShared, priority: 2 },
    { name: fewPagesShared, priority: 1, entriesAware: true, entriesAwareMergeThreshold: smallestSharedChunk },
  ],
};
