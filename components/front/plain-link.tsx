import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A plain anchor for links inside server-rendered content (cards, lists, footer). A next/link is a
 * client component: a page of a hundred of them hydrated a hundred components and prefetched every
 * one in view, the largest share of a phone's main-thread work on the home page. The header
 * navigation and the logo keep next/link for instant moves between sections.
 */
export function PlainLink({ href, ...props }: Props) {
  return <a href={href} {...props} />;
}
