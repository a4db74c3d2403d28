import { networkInterfaces } from 'node:os';

// The public address every signed artefact embeds (the QR check link, the did:web issuer, the status
// list's address), decided once by `npm start` and by the container's entry (docker/entry.sh).

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const EVERY_INTERFACE = new Set(['', '0.0.0.0', '::', '[::]']);

export type SiteAddress = { url: string; warnings: string[] };

type Interfaces = ReturnType<typeof networkInterfaces>;

/** The machine's first outside IPv4 address: where others reach a server listening on every interface. */
function outsideAddress(interfaces: Interfaces): string | undefined {
  return Object.values(interfaces).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

/**
 * The address `npm start` serves: HOST and PORT; listening on every interface, the machine's outside
 * address (a QR code pointing at localhost is dead on every other device), else localhost.
 */
export function servedAddress(host: string | undefined, port: number, interfaces: Interfaces = networkInterfaces()): string {
  const name = host?.trim() ?? '';
  const shown = EVERY_INTERFACE.has(name) ? (outsideAddress(interfaces) ?? 'localhost') : name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  return `http://${shown}:${port}`;
}

/**
 * SITE_URL as given, or, unset, the address this machine serves, with a warning: what is signed with
 * it cannot be changed afterwards. A did:web resolves over HTTPS only, so a public address without it
 * is warned about too (a loopback one is a trial on this machine).
 */
export function siteAddress(siteUrl: string | undefined, host: string | undefined, port: number, interfaces?: Interfaces): SiteAddress {
  if (!siteUrl?.trim()) {
    const url = servedAddress(host, port, interfaces);
    return {
      url,
      warnings: [
        `SITE_URL is not set: using ${url}, the address this server listens on. Every certificate signed from now on embeds it for good ` +
          '(its QR check link, the did:web issuer, the revocation list address): set SITE_URL to the public HTTPS address before issuing real certificates.',
      ],
    };
  }
  const url = new URL(siteUrl.trim());
  if (url.protocol === 'https:' || LOOPBACK.test(url.hostname)) return { url: siteUrl.trim(), warnings: [] };
  return {
    url: siteUrl.trim(),
    warnings: [
      `SITE_URL=${siteUrl.trim()} is not HTTPS: its did:web issuer resolves over HTTPS only, so wallets and verifiers cannot find the signing keys, ` +
        'and every certificate signed from now on embeds this address for good. Serve the site over HTTPS and set SITE_URL to that address.',
    ],
  };
}
