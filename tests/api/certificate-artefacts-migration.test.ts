import { createHash } from 'node:crypto';
import { verifyCertificateJws } from '@/lib/credentials/verify';
import * as migration from '@/lib/server/db/migrations/2026-11-29-privacy-01-certificate-artefacts';
import { newSigningKey, publishedKeys, type KeySet } from '@/lib/server/credentials/keys';
import { countUnsignedCertificates, signUnsignedCertificates } from '@/lib/server/services/certificate-credentials';
import { certificateContentHash } from '@/lib/server/services/certificate-hash';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { insertCertificate, insertOccupation } from '../helpers/fixtures';
import { idLeaks } from '../helpers/id-leaks';
import { testSigningKey } from '../helpers/signing-key';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Issue 30, existing data: migration 2026-11-29-privacy-01 recomputes each stored fingerprint without
// the ID number and gives every signed certificate a random, unique place in the status list; the next
// start's signing step then signs the v1 payloads (with their PBKDF2 binding) anew as v2.

const COUNT = 300;
const signingKey = testSigningKey();
let t: TestDb;
let keys: KeySet;
const ids = Array.from({ length: COUNT }, (_, i) => {
  const first = `4101051990${String(101 + (i % 28)).padStart(4, '0')}${String(100 + i).slice(-3)}`;
  return `${first}${idNumberCheckChar(first)}`;
});

beforeAll(async () => {
  keys = { keys: [await newSigningKey()] };
  signingKey.use(keys);
  t = await createTestDb();
});

afterAll(async () => {
  await t.destroy();
  signingKey.restore();
});

test('fingerprints lose the ID number, indexes become random, and v1 payloads are signed anew', async () => {
  const occupation = await insertOccupation(t.db, { code: '4-10-01-03', name: '保育师' });
  const rows: { id: number; certNo: string; idNumber: string; old: string }[] = [];
  for (let i = 0; i < COUNT; i++) {
    const certNo = `S00004100001264${String(i + 1).padStart(7, '0')}`;
    const old = createHash('sha256').update([certNo, '王丽娟', ids[i], '4-10-01-03', '4', '郑州市职业技能培训学校', '2026-06-30'].join('|')).digest('hex');
    const id = await insertCertificate(t.db, {
      occupation_id: occupation, cert_no: certNo, holder_name: '王丽娟', id_number: ids[i], level: 4, issuer: '郑州市职业技能培训学校', issued_on: '2026-06-30', content_hash: old,
    });
    rows.push({ id, certNo, idNumber: ids[i], old });
  }
  // As before issue 30: signed rows whose index was the row id and whose payload was v1 with a binding.
  expect(await signUnsignedCertificates(t.db, new Date().toISOString())).toBe(COUNT);
  await migration.down(t.db);
  const v1 = (n: number) => JSON.stringify({ date: '2026-06-30', id: '4101**********0000', idh: 'x'.repeat(22), idx: n, no: `v1-${n}`, salt: 's'.repeat(16), v: 1 });
  const credentials = await t.db.selectFrom('certificate_credentials').select(['id']).execute();
  for (const c of credentials) await t.db.updateTable('certificate_credentials').set({ payload: v1(c.id) }).where('id', '=', c.id).execute();

  await migration.up(t.db);

  const stored = await t.db.selectFrom('certificates').select(['id', 'cert_no', 'content_hash']).orderBy('id').execute();
  for (const [i, row] of stored.entries()) {
    expect(row.content_hash).not.toBe(rows[i].old);
    expect(row.content_hash).toBe(certificateContentHash({ certNo: row.cert_no, holderName: '王丽娟', occupationCode: '4-10-01-03', level: 4, issuer: '郑州市职业技能培训学校', issuedOn: '2026-06-30' }));
  }
  const placed = await t.db.selectFrom('certificate_credentials').select(['id', 'status_index']).orderBy('id').execute();
  const indexes = placed.map((p) => p.status_index!);
  expect(new Set(indexes).size).toBe(COUNT);
  expect(indexes.every((i) => Number.isInteger(i) && i >= 0 && i < 131_072)).toBe(true);
  expect(indexes.filter((index, i) => index === placed[i].id).length).toBeLessThan(3);

  expect(await countUnsignedCertificates(t.db)).toBe(COUNT);
  const started = performance.now();
  expect(await signUnsignedCertificates(t.db, new Date().toISOString())).toBe(COUNT);
  const perCertificate = (performance.now() - started) / COUNT;
  expect(await countUnsignedCertificates(t.db)).toBe(0);
  console.log(`re-signed ${COUNT} v1 payloads as v2: ${perCertificate.toFixed(2)} ms per certificate`);

  const signed = await t.db.selectFrom('certificate_credentials').select(['certificate_id', 'jws', 'status_index']).orderBy('certificate_id').execute();
  for (const [i, row] of signed.entries()) {
    const checked = await verifyCertificateJws(row.jws, publishedKeys(keys));
    if (!checked.ok) throw new Error(`certificate ${row.certificate_id}: ${checked.problem}`);
    expect(checked.claims).toMatchObject({ v: 2, no: rows[i].certNo, idx: row.status_index });
    expect(idLeaks(checked.payload, { idNumber: rows[i].idNumber })).toEqual([]);
  }
});
