import { createApp } from '../app.ts';
import type { AppContext } from '../app-env.ts';

/** One API route of the router: its method and its Hono path (`/api/recipes/:id`). */
export interface ApiRoute {
  method: string;
  path: string;
}

/**
 * Every API route the app answers, from the router itself (not a list kept by hand), so that a test walking
 * them cannot miss a new one. Catch-alls (`ALL`, `/*`: better-auth's mount and the JSON 404) are left out.
 */
export function apiRoutes(app: ReturnType<typeof createApp>): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const r of app.routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL' || r.path.endsWith('/*')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()].sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
}

/** The OpenAPI form of a Hono path: `/api/recipes/:id` → `/api/recipes/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The names of a Hono path's parameters, in order. */
export const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/**
 * The same list before any server runs (for `it.each`, which needs it when tests are collected): building the
 * router reads only where the app lives and whom to trust; handlers, which use the rest, never run.
 */
export function routerApiRoutes(): ApiRoute[] {
  const stub = { config: { baseUrl: 'http://127.0.0.1', trustedProxies: [] } } as unknown as AppContext;
  return apiRoutes(createApp(stub));
}
