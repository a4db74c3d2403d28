import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { extractJws } from '@/lib/credentials/claims';
import { statusBit, verifyCertificateJws, verifyStatusList, type PublishedKeySet } from '@/lib/credentials/verify';

// `npm run cert:verify -- <payload | check URL | file> [--keys <file|URL>] [--status <file|URL>] [--no-revocation]`
// Verifies a certificate's QR payload with the published keys alone. Offline: save
// /.well-known/certificate-keys.json and certificate-status.jwt once and pass the files. The payload
// carries no value derived from the holder's ID number (issue 30): whether a number is the holder's
// is asked of the platform online (POST /api/v1/certificates/{cert_no}/holder-check), which answers
// yes or no.

const USAGE = `usage: npm run cert:verify -- <payload | check URL | file> [--keys <file|URL>] [--status <file|URL>] [--no-revocation]
  --keys           the published keys (default: SITE_URL/.well-known/certificate-keys.json)
  --status         the signed revocation list (default: beside --keys when that is an address)
  --no-revocation  accept a genuine signature without checking revocation
exit code 0: genuine and not revoked; 1: not genuine, or revoked; 2: usage or unreadable keys;
3: genuine, but revocation could not be checked (no list, unreachable, not signed by a published key, expired)`;
const DEFAULT_ORIGIN = process.env.SITE_URL ?? 'http://localhost:3000';
const UNKNOWN = 3;

async function read(source: string): Promise<string> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.text();
  }
  return fs.readFileSync(source, 'utf8');
}

/** The status list published beside the keys: .well-known/certificate-status.jwt, or the API's /certificate-status. */
function statusBeside(keysSource: string): string | undefined {
  if (!/^https?:\/\//.test(keysSource)) return undefined;
  const url = new URL(keysSource);
  const path = url.pathname.replace(/certificate-keys\.json$/, 'certificate-status.jwt').replace(/certificate-keys$/, 'certificate-status');
  if (path === url.pathname) return undefined;
  url.pathname = path;
  return url.toString();
}

/** The revocation line and the exit code it makes: 0 not revoked, 1 revoked, 3 unknown. */
async function revocation(source: string | undefined, keys: PublishedKeySet, index: number): Promise<[string, number]> {
  const unknown = (why: string): [string, number] => [`Status: UNKNOWN, revocation not checked: ${why}. Pass --no-revocation to accept the signature alone.`, UNKNOWN];
  if (!source) return unknown('no status list (pass --status <file|URL>)');
  let text: string;
  try {
    text = await read(source);
  } catch (error) {
    return unknown(`could not read the status list ${source} (${error instanceof Error ? error.message : String(error)})`);
  }
  const list = await verifyStatusList(text, keys);
  if (!list) return unknown(`the status list ${source} does not verify (unsigned, altered, or not signed by a published key while it was in use)`);
  const revoked = statusBit(list.bits, index);
  if (revoked) return [`Status: REVOKED (status list of ${list.validFrom}).`, 1];
  if (revoked === null) return unknown(`index ${index} is outside the status list`);
  if (list.stale) return unknown(`the status list of ${list.validFrom} expired on ${list.validUntil ?? '(no date)'}; fetch a fresh one`);
  return [`Status: not revoked (status list of ${list.validFrom}, valid until ${list.validUntil}).`, 0];
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { keys: { type: 'string' }, status: { type: 'string' }, 'no-revocation': { type: 'boolean' } } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const input = parsed.positionals[0];
  const opts = parsed.values;
  if (!input) {
    console.error(USAGE);
    return 2;
  }
  const text = fs.existsSync(input) ? fs.readFileSync(input, 'utf8') : input;
  const jws = extractJws(text);
  if (!jws) {
    console.error('No certificate payload found (a compact JWS, or a check URL with #cert=…).');
    return 2;
  }
  const keysSource = opts.keys ?? new URL('/.well-known/certificate-keys.json', DEFAULT_ORIGIN).toString();
  const keys = JSON.parse(await read(keysSource)) as PublishedKeySet;
  const result = await verifyCertificateJws(jws, keys);
  if (!result.ok) {
    const key = keys.keys.find((k) => k.kid === result.kid);
    const why =
      result.problem === 'unknown_key'
        ? `signed with key ${result.kid}, which ${keysSource} does not publish`
        : result.problem === 'key_period'
          ? `signed with key ${result.kid} at a time it was not in use (in use from ${key?.valid_from ?? '?'} to ${key?.valid_until ?? 'now'})`
          : result.problem === 'outdated'
            ? 'signed in an earlier format that is no longer accepted (it carried a value derived from the ID number); look the certificate up in the register, or ask the holder for a copy downloaded again'
            : `the signature does not verify (${result.problem})`;
    console.log(`NOT GENUINE: ${why}.`);
    return 1;
  }
  const c = result.claims;
  console.log(`Signature valid (key ${result.kid}, keys from ${keysSource}).`);
  for (const [label, value] of [
    ['Certificate', c.no], ['Holder', c.name], ['ID number', `${c.id} (masked)`], ['Occupation', `${c.occ}${c.occCode ? ` (${c.occCode})` : ''}`],
    ['Level', String(c.level)], ['Issuer', c.issuer], ['Issued on', c.date], ...(c.prev ? [['Replaces', c.prev]] : []),
  ]) console.log(`  ${label.padEnd(12)}${value}`);
  if (opts['no-revocation']) {
    console.log('Status: not checked (--no-revocation).');
    return 0;
  }
  const [line, code] = await revocation(opts.status ?? statusBeside(keysSource), keys, c.idx);
  console.log(line);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`cert:verify failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
