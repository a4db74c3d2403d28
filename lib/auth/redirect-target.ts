type Query = Record<string, string | string[] | undefined>;

/** The same-site path /redirect/{path} leads to; anything that could leave the site becomes the home page. */
export function redirectTarget(segments: string[], query: Query): string {
  const path = `/${segments.map((s) => decodeURIComponent(s)).join('/')}`;
  if (!/^\/[\w\-./]*$/.test(path) || path.includes('//') || path.startsWith('/redirect/') || path.split('/').includes('..')) return '/';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value ?? []].flat()) search.append(key, v);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
