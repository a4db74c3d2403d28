/** The platform as a schema.org Organization, for the home page. */
export function organizationJsonLd({ name, description, siteUrl }: { name: string; description: string; siteUrl: string }): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name,
    description,
    url: new URL('/', siteUrl).toString(),
    logo: new URL('/logo.svg', siteUrl).toString(),
  };
}
