import type { Metadata } from 'next';

type Input = { title: string; description: string; path: string; type?: 'website' | 'article'; noIndex?: boolean };

/** Title (the root layout appends the site title), description, canonical URL and Open Graph. */
export function pageMetadata({ title, description, path, type = 'website', noIndex }: Input): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type },
    ...(noIndex && { robots: { index: false } }),
  };
}

/** First sentence-sized slice of plain text, for meta descriptions. */
export function excerpt(text: string | null | undefined, max = 120): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
