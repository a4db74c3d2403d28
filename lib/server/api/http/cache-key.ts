/** The query parameters a read route declares, or undefined when no documented GET route has this path. */
export type KnownQuery = (path: string) => readonly string[] | undefined;

type Documented = { getOpenAPI31Document: (config: { openapi: '3.1.0'; info: { title: string; version: string } }) => unknown };
type Doc = { paths: Record<string, { get?: { parameters?: Array<{ in?: string; name?: string }> } }> };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The declared query parameters of every documented GET route (from the OpenAPI document the routes
 * validate with), built on first use: all routes are mounted by then.
 */
export function documentedQueries(app: Documented): KnownQuery {
  let routes: Array<{ pattern: RegExp; names: string[] }> | undefined;
  const build = () => {
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'cache keys', version: 'v1' } }) as Doc;
    return Object.entries(doc.paths).flatMap(([path, ops]) => {
      if (!ops.get) return [];
      const pattern = new RegExp(`^${path.split(/\{[^}]+\}/).map(escape).join('[^/]+')}$`);
      const names = (ops.get.parameters ?? []).filter((p) => p.in === 'query' && p.name).map((p) => p.name as string);
      return [{ pattern, names }];
    });
  };
  return (path) => {
    routes ??= build();
    return routes.find((r) => r.pattern.test(path))?.names;
  };
}

/**
 * The read as its route sees it: the path and the route's own query parameters, sorted by name (a
 * repeated parameter keeps its values in order). Anything else in the query cannot change the
 * answer, so it neither makes a new cache entry nor reaches the handler.
 */
export function canonicalRead(path: string, search: string, known: readonly string[]): string {
  const params = [...new URLSearchParams(search)].filter(([name]) => known.includes(name));
  if (!params.length) return path;
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(params).toString()}`;
}
