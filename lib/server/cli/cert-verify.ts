import fs from 'node:fs';
import { bindingMatches } from '@/lib/credentials/binding';
import { extractJws } from '@/lib/credentials/claims';
import { statusBit, verifyCertificateJws, verifyStatusList, type PublishedKeySet } from '@/lib/credentials/verify';

// `npm run cert:verify -- <payload | check URL | file> [--keys <file|URL>] [--status <file|URL>] [--id <ID number>]`
// Verifies a certificate's QR payload with the published keys alone. Offline: save
// /.well-known/certificate-keys.json (and certificate-status.jwt) once and pass the files.
// Exit code 0: genuine and not revoked; 1: not genuine, revoked or the ID does not match; 2: usage.

const USAGE = 'usage: npm run cert:verify -- <payload | check URL | file> [--keys <file|URL>] [--status <file|URL>] [--id <ID number>]';
const DEFAULT_ORIGIN = process.env.SITE_URL ?? 'http://localhost:3000';

function options(argv: string[]) {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) named[argv[i].slice(2)] = argv[++i] ?? '';
    else positional.push(argv[i]);
  }
  return { input: positional[0], ...named };
}

async function read(source: string): Promise<string> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.text();
  }
  return fs.readFileSync(source, 'utf8');
}

async function main(): Promise<number> {
  const opts = options(process.argv.slice(2)) as { input?: string; keys?: string; status?: string; id?: string };
  if (!opts.input) {
    console.error(USAGE);
    return 2;
  }
  const text = fs.existsSync(opts.input) ? fs.readFileSync(opts.input, 'utf8') : opts.input;
  const jws = extractJws(text);
  if (!jws) {
    console.error('No certificate payload found (a compact JWS, or a check URL with #cert=…).');
    return 2;
  }
  const keysSource = opts.keys ?? new URL('/.well-known/certificate-keys.json', DEFAULT_ORIGIN).toString();
  const keys = JSON.parse(await read(keysSource)) as PublishedKeySet;
  const result = await verifyCertificateJws(jws, keys);
  if (!result.ok) {
    console.log(`NOT GENUINE: ${result.problem === 'unknown_key' ? `signed with key ${result.kid}, which ${keysSource} does not publish` : `the signature does not verify (${result.problem})`}.`);
    return 1;
  }
  const c = result.claims;
  console.log(`Signature valid (key ${result.kid}, keys from ${keysSource}).`);
  for (const [label, value] of [
    ['Certificate', c.no], ['Holder', c.name], ['ID number', `${c.id} (masked)`], ['Occupation', `${c.occ}${c.occCode ? ` (${c.occCode})` : ''}`],
    ['Level', String(c.level)], ['Issuer', c.issuer], ['Issued on', c.date], ...(c.prev ? [['Replaces', c.prev]] : []),
  ]) console.log(`  ${label.padEnd(12)}${value}`);
  let code = 0;
  if (opts.id !== undefined) {
    const bound = await bindingMatches(opts.id, c);
    console.log(bound ? 'ID number: matches the one the certificate was issued to.' : 'ID number: DOES NOT match the one the certificate was issued to.');
    if (!bound) code = 1;
  }
  if (opts.status) {
    const list = await verifyStatusList(await read(opts.status), keys);
    const revoked = list ? statusBit(list.bits, c.idx) : null;
    if (revoked === null) console.log(`Status: unknown (${list ? 'index outside the list' : 'the status list does not verify'}).`);
    else console.log(revoked ? `Status: REVOKED (status list of ${list!.validFrom}).` : `Status: not revoked (status list of ${list!.validFrom}).`);
    if (revoked !== false) code = 1;
  } else {
    console.log('Status: not checked (pass --status with the status list to check revocation).');
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`cert:verify failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
