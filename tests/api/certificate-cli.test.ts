import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signStatusList } from '@/lib/server/credentials/documents';
import { keyFilePath, newSigningKey, signerFrom, type KeySet } from '@/lib/server/credentials/keys';
import { signCertificateClaims } from '@/lib/server/credentials/sign';
import { fileKeyRing, readKeyFile } from '@/lib/server/privacy/data-key';
import { dataKeyFile as privacyKeyFile } from '@/lib/server/privacy/install';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { nodeArgs } from '../helpers/node-entries';
import { insertRegions } from '../helpers/fixtures';
import { idNumberFor, managerWithToken } from '../helpers/learner-area';
import { createTestDb, type TestDb } from '../helpers/test-db';

// The operator commands of signed certificates (issue 22), run as an operator runs them (`npm run …`)
// against a temporary database and data directory: cert:sign signs the register, cert:verify checks
// a payload with the published keys alone (genuine, tampered, revoked in the status list, revocation
// not checkable: exit 3), and cert:rotate-key hands signing to a new key while what the old one
// signed keeps verifying and what it signs after its retirement does not (issue 30).

jest.setTimeout(180_000);

let t: TestDb;
let dir: string;
let keyFile: string;
let childEnv: NodeJS.ProcessEnv;
let api: ApiProcess | undefined;
let manager: string;
const at = '2026-01-10T08:00:00.000Z';
const HOLDER_ID = idNumberFor(7);

type Run = { code: number | null; stdout: string; stderr: string };

const COMMANDS = {
  'cert:sign': 'lib/server/cli/cert-sign.ts',
  'cert:verify': 'lib/server/cli/cert-verify.ts',
  'cert:rotate-key': 'lib/server/cli/cert-rotate-key.ts',
} as const;
const ranThroughNpm = new Set<string>();

/**
 * `npm run --silent <script> -- <args>`, asynchronously, so the API process this test started keeps
 * answering. Each script's first run goes through npm; later runs start the command npm runs (the
 * script's file) directly, without npm's and tsx's start-up (./helpers/node-entries.ts).
 */
function npmRun(script: keyof typeof COMMANDS, args: string[] = []): Promise<Run> {
  const [command, commandArgs] = ranThroughNpm.has(script)
    ? [process.execPath, [...nodeArgs(COMMANDS[script]), ...args]]
    : ['npm', ['run', '--silent', script, '--', ...args]];
  ranThroughNpm.add(script);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function startApi() {
  api = await startApiProcess({ DATABASE_URL: t.url, UPLOAD_DIR: childEnv.UPLOAD_DIR!, CERT_SIGNING_KEY: '', DATA_KEY: childEnv.DATA_KEY! });
  return { keys: `${api.url}/api/v1/certificate-keys`, status: `${api.url}/api/v1/certificate-status` };
}

async function stopApi() {
  await api?.stop();
  api = undefined;
}

const payloadOf = async (certNo: string) => {
  const row = await t.db
    .selectFrom('certificate_credentials as cc')
    .innerJoin('moxibustion_certificates as c', 'c.id', 'cc.certificate_id')
    .select(['cc.jws', 'cc.kid', 'c.id'])
    .where('cc.kind', '=', 'moxibustion')
    .where('c.cert_no', '=', certNo)
    .executeTakeFirstOrThrow();
  return row;
};

const readKeys = () => JSON.parse(fs.readFileSync(keyFile, 'utf8')) as KeySet;

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-cli-'));
  const uploads = path.join(dir, 'uploads');
  keyFile = keyFilePath({ DATABASE_URL: t.url, UPLOAD_DIR: uploads });
  childEnv = { ...process.env, DATABASE_URL: t.url, UPLOAD_DIR: uploads, SITE_URL: 'http://localhost:3000' };
  delete childEnv.CERT_SIGNING_KEY;
  // The commands open the ID numbers this process sealed: on PostgreSQL the key file would follow UPLOAD_DIR.
  childEnv.DATA_KEY = readKeyFile(fileKeyRing(privacyKeyFile(t.url)).source)[0].toString('base64url');
  manager = (await managerWithToken(t.db, ['moxibustion.view', 'moxibustion.certificates'])).token;
  await t.db
    .insertInto('moxibustion_batches')
    .values({
      code: 'CLI1', title: '艾灸技能培训CLI1', level: '初级', city_code: '410100', venue: '实训楼', organizer: '郑州中医药职业学院', issuer: '河南省中医药学会',
      enroll_start: '2026-01-01', enroll_end: '2026-02-01', start_date: '2026-03-01', end_date: '2026-03-20', hours: 64, capacity: 10, contact_phone: null,
      description: null, status: 'finished', created_at: at, updated_at: at,
    })
    .execute();
  for (const [i, [certNo, name]] of [['AJ2026000001', '王丽娟'], ['AJ2026000002', '李春梅']].entries()) {
    const enrolment = await t.db
      .insertInto('moxibustion_enrollments')
      .values({ user_id: null, name, gender: 2, phone: `1380000000${i}`, id_number: i === 0 ? HOLDER_ID : idNumberFor(8), work_unit: null, city_code: '410100', batch: 'CLI1', status: 'approved', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Registered before signatures existed, as imported or demo data is.
    await t.db
      .insertInto('moxibustion_certificates')
      .values({ cert_no: certNo, enrollment_id: enrolment.id, name, id_number: i === 0 ? HOLDER_ID : idNumberFor(8), level: '初级', issuer: '河南省中医药学会', issued_on: '2026-03-25', status: 'valid', created_at: at, updated_at: at })
      .execute();
  }
});

afterAll(async () => {
  await stopApi();
  await t.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('each command\'s npm script runs the file its later runs here start', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
  for (const [script, file] of Object.entries(COMMANDS)) expect(scripts[script]).toBe(`tsx ${file}`);
});

test('cert:sign signs the register with a key it keeps in the data directory', async () => {
  expect(fs.existsSync(keyFile)).toBe(false);
  const run = await npmRun('cert:sign');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const keys = readKeys().keys;
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', d: expect.any(String) });
  expect((await payloadOf('AJ2026000001')).kid).toBe(keys[0].kid);
  expect((await payloadOf('AJ2026000002')).kid).toBe(keys[0].kid);
});

test('cert:verify: a genuine payload exits 0 and prints its contents; the status list agrees', async () => {
  const { keys, status } = await startApi();
  const { jws, kid } = await payloadOf('AJ2026000001');

  const genuine = await npmRun('cert:verify', [jws, '--keys', keys]);
  expect(genuine.code).toBe(0);
  expect(genuine.stdout).toContain(`Signature valid (key ${kid}, keys from ${keys}).`);
  for (const line of ['AJ2026000001', '王丽娟', `${HOLDER_ID.slice(0, 4)}**********${HOLDER_ID.slice(-4)} (masked)`, '艾灸技能培训', '初级', '河南省中医药学会', '2026-03-25']) {
    expect(genuine.stdout).toContain(line);
  }
  expect(genuine.stdout).not.toContain(HOLDER_ID);
  // No --status: the list published beside the keys.
  expect(genuine.stdout).toMatch(/Status: not revoked \(status list of .+, valid until .+\)\./);

  // The check URL the QR code carries, saved to a file, with the status list. The payload binds no ID
  // number any more (issue 30): the holder is confirmed online through the holder check.
  const file = path.join(dir, 'scanned.txt');
  fs.writeFileSync(file, `http://localhost:3000/cerQuery#cert=${jws}\n`);
  const full = await npmRun('cert:verify', [file, '--keys', keys, '--status', status]);
  expect(full.code).toBe(0);
  expect(full.stdout).toMatch(/Status: not revoked \(status list of .+\)\./);
  expect(full.stdout).not.toContain('ID number:');
});

test('cert:verify: a genuine payload whose revocation could not be checked exits 3, saying why, unless --no-revocation', async () => {
  const { keys } = await startApiIfStopped();
  const { jws } = await payloadOf('AJ2026000001');
  const keysFile = path.join(dir, 'keys.json');
  fs.writeFileSync(keysFile, await (await fetch(keys)).text());
  const unknown = (run: Run, why: RegExp) => {
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('Signature valid');
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(new RegExp(`^Status: UNKNOWN, revocation not checked: ${why.source}.*\\. Pass --no-revocation`));
  };
  unknown(await npmRun('cert:verify', [jws, '--keys', keysFile]), /no status list/);
  unknown(await npmRun('cert:verify', [jws, '--keys', keysFile, '--status', 'http://127.0.0.1:9/certificate-status']), /could not read the status list/);
  // A list signed by a key the platform does not publish, and the platform's own list a day and an hour old.
  const forged = path.join(dir, 'status-forged.jwt');
  fs.writeFileSync(forged, await signStatusList('http://localhost:3000', [], new Date(), await signerFrom({ keys: [await newSigningKey()] })));
  unknown(await npmRun('cert:verify', [jws, '--keys', keysFile, '--status', forged]), /the status list .+ does not verify/);
  // (The key is minutes old: the saved copy of the keys dates it from two days ago, so the old list is within its period.)
  const stale = path.join(dir, 'status-stale.jwt');
  const dayAndHourAgo = new Date(Date.now() - 25 * 3_600_000);
  fs.writeFileSync(stale, await signStatusList('http://localhost:3000', [], dayAndHourAgo, await signerFrom(readKeys())));
  const olderKeys = path.join(dir, 'keys-older.json');
  const published = JSON.parse(fs.readFileSync(keysFile, 'utf8')) as KeySet;
  fs.writeFileSync(olderKeys, JSON.stringify({ keys: published.keys.map((k) => ({ ...k, valid_from: new Date(Date.now() - 48 * 3_600_000).toISOString() })) }));
  unknown(await npmRun('cert:verify', [jws, '--keys', olderKeys, '--status', stale]), /the status list of .+ expired on .+; fetch a fresh one/);

  const accepted = await npmRun('cert:verify', [jws, '--keys', keysFile, '--no-revocation']);
  expect(accepted.code).toBe(0);
  expect(accepted.stdout).toContain('Status: not checked (--no-revocation).');
});

test('cert:verify: a tampered payload exits non-zero with one clear line; no payload at all is a usage error', async () => {
  const { keys } = await startApiIfStopped();
  const { jws } = await payloadOf('AJ2026000001');
  const [header, payload, signature] = jws.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, level: '高级' })).toString('base64url')}.${signature}`;
  const tampered = await npmRun('cert:verify', [forged, '--keys', keys]);
  expect(tampered.code).toBe(1);
  expect(tampered.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^NOT GENUINE: the signature does not verify \(.+\)\.$/)]);
  expect(tampered.stdout).not.toContain('高级');

  const nothing = await npmRun('cert:verify', ['not-a-certificate', '--keys', keys]);
  expect(nothing.code).toBe(2);
  expect(nothing.stderr).toContain('No certificate payload found');
});

test('cert:verify: a revoked certificate is reported revoked by the signed status list', async () => {
  const { keys, status } = await startApiIfStopped();
  const { jws, id } = await payloadOf('AJ2026000002');
  const revoked = await fetch(`${api!.url}/api/v1/manage/moxibustion/certificates/${id}/revoke`, {
    method: 'POST', headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' }, body: JSON.stringify({ reason: '身份信息有误' }),
  });
  expect(revoked.status).toBe(200);
  const run = await npmRun('cert:verify', [jws, '--keys', keys, '--status', status]);
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('Signature valid');
  expect(run.stdout).toMatch(/Status: REVOKED \(status list of .+\)\./);
  // The other certificate is still not revoked in the same list.
  expect((await npmRun('cert:verify', [(await payloadOf('AJ2026000001')).jws, '--keys', keys, '--status', status])).stdout).toContain('Status: not revoked');
});

test('cert:rotate-key: the new key signs from the next start; what the old key signed still verifies with the published keys', async () => {
  const beforeSet = readKeys();
  const before = beforeSet.keys[0].kid;
  const oldPayload = (await payloadOf('AJ2026000001')).jws;
  const { keys: oldKeysUrl } = await startApiIfStopped();
  const oldKeysFile = path.join(dir, 'keys-before.json');
  fs.writeFileSync(oldKeysFile, await (await fetch(oldKeysUrl)).text());
  await stopApi();

  const rotate = await npmRun('cert:rotate-key');
  expect(rotate.code).toBe(0);
  const rotated = readKeys().keys;
  expect(rotated).toHaveLength(2);
  const after = rotated[0].kid;
  expect(after).not.toBe(before);
  expect(rotated[0].d).toEqual(expect.any(String));
  expect(rotated[1]).toMatchObject({ kid: before, valid_until: expect.any(String) });
  expect(rotated[1].d).toBeUndefined();
  expect(rotate.stdout).toContain(`Signing key: ${after} (in ${keyFile}).`);
  expect(rotate.stdout).toContain(`Still published for verification: ${before}`);

  // After the restart both keys are published, and the old payload verifies with them.
  const { keys } = await startApi();
  expect(((await (await fetch(keys)).json()) as KeySet).keys.map((k) => k.kid)).toEqual([after, before]);
  const old = await npmRun('cert:verify', [oldPayload, '--keys', keys]);
  expect(old.code).toBe(0);
  expect(old.stdout).toContain(`Signature valid (key ${before},`);

  // A certificate signed anew (its issuer corrected) is signed with the new key.
  const { id } = await payloadOf('AJ2026000001');
  const corrected = await fetch(`${api!.url}/api/v1/manage/moxibustion/certificates/${id}`, {
    method: 'PATCH', headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' }, body: JSON.stringify({ issuer: '河南省中医药学会艾灸专业委员会' }),
  });
  expect(corrected.status).toBe(200);
  expect(((await corrected.json()) as { data: { signing_kid: string } }).data.signing_kid).toBe(after);
  const fresh = await payloadOf('AJ2026000001');
  expect(fresh.kid).toBe(after);
  const verified = await npmRun('cert:verify', [fresh.jws, '--keys', keys]);
  expect(verified.code).toBe(0);
  expect(verified.stdout).toContain(`Signature valid (key ${after},`);
  expect(verified.stdout).toContain('河南省中医药学会艾灸专业委员会');
  // What the old key signs after its retirement (a server that kept it) is refused: its valid_until is published.
  const late = JSON.parse(Buffer.from(oldPayload.split('.')[1], 'base64url').toString('utf8'));
  const { jws: lateJws } = await signCertificateClaims({ ...late, iat: Math.floor(Date.now() / 1000) + 3600 }, await signerFrom(beforeSet));
  const refused = await npmRun('cert:verify', [lateJws, '--keys', keys]);
  expect(refused.code).toBe(1);
  expect(refused.stdout.trim()).toMatch(new RegExp(`^NOT GENUINE: signed with key ${before} at a time it was not in use \\(in use from .+ to .+\\)\\.$`));
  // A payload the old key signed after its retirement (a server still holding it) is signed anew by cert:sign.
  const { id: revokedId, kid: revokedKid } = await payloadOf('AJ2026000002');
  expect(revokedKid).toBe(before);
  await t.db.updateTable('certificate_credentials').set({ signed_at: new Date(Date.now() + 3_600_000).toISOString() })
    .where('kind', '=', 'moxibustion').where('certificate_id', '=', revokedId).execute();
  expect((await npmRun('cert:sign')).code).toBe(0);
  expect((await payloadOf('AJ2026000002')).kid).toBe(after);
  // Keys saved before the rotation do not know the new key, and say so.
  const stale = await npmRun('cert:verify', [fresh.jws, '--keys', oldKeysFile]);
  expect(stale.code).toBe(1);
  expect(stale.stdout.trim()).toBe(`NOT GENUINE: signed with key ${after}, which ${oldKeysFile} does not publish.`);
});

async function startApiIfStopped() {
  if (!api) return startApi();
  return { keys: `${api.url}/api/v1/certificate-keys`, status: `${api.url}/api/v1/certificate-status` };
}
