import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/lib/security/headers';

/**
 * Structured data for search engines. It carries this response's CSP nonce like every other script
 * tag, and "<" is escaped so stored text cannot close the script element.
 */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
