import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

export type MessageScope = { namespaces: Array<keyof Messages>; prefixes?: string[] };

/** The namespaces a client subtree reads; `prefixes` adds every namespace starting with one of them. */
export async function pickMessages({ namespaces, prefixes = [] }: MessageScope): Promise<Partial<Messages>> {
  const messages = await getMessages();
  const wanted = (ns: string) => (namespaces as string[]).includes(ns) || prefixes.some((p) => ns.startsWith(p));
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => wanted(ns))) as Partial<Messages>;
}
