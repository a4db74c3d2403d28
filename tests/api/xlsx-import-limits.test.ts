import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import md5 from 'md5';
import { MAX_UNPACKED_BYTES, readSheet, SheetRefused, unpackedAllowance } from '@/lib/server/excel/read-sheet';
import { CLIENT_SECRET, createManager, PASSWORD } from '../helpers/accounts';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { peakRssMb, resetPeakRss, rssMb } from '../helpers/big-body';
import { seedAccess } from '../helpers/manage';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { longSheet, lyingAboutSize, paddedSheet } from '../helpers/xlsx-files';
import { nodeArgs } from '../helpers/node-entries';

// Issue 18 item 7: imports read the sheet as a stream that stops at the row limit, and refuse a zip
// that unpacks out of proportion (declared sizes first, then counted while inflating). A 994 KB file
// of 200,000 rows used to take the server from 786 MB to 1.4-1.6 GB before the row check ran.

const HEADER = ['班级名称*', '职业编码*'];
const ROW_LIMIT_MESSAGE = 'file 一次最多导入 5000 行。';
const OUT_OF_PROPORTION = 'file 解压后的内容与文件大小不成比例，已拒绝读取。';
// A held 200,000-row workbook costs hundreds of MB; reading to the limit and stopping costs a few.
const HEADROOM_MB = 64;

let long: Buffer;
let bomb: Buffer;
let liar: Buffer;

beforeAll(async () => {
  long = await longSheet(HEADER, 200_000);
  const small = await longSheet(HEADER, 3);
  bomb = await paddedSheet(small, 200 * 1024 * 1024);
  // Declares 1 KB for a sheet that inflates to 40 MB: only counting while inflating finds out.
  liar = lyingAboutSize(await paddedSheet(small, 40 * 1024 * 1024), 'xl/worksheets/sheet1.xml', 1024);
}, 120_000);

describe('reading an import sheet', () => {
  it('reads Chinese text whole, whatever the inflated chunks it is split across', async () => {
    const name = (i: number) => `郑州市金水区第${i}期保育师（四级）培训班——理论与实操`;
    const sheet = await readSheet(await longSheet(HEADER, 3000, name), { maxRows: 5000 });
    expect(sheet.headers).toEqual(['班级名称', '职业编码']);
    expect(sheet.rows).toHaveLength(3000);
    expect(sheet.rows.every((r, i) => r.values['班级名称'] === name(i) && r.row === i + 2)).toBe(true);
  });

  it('keeps dates as the operator typed them and skips blank rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('a');
    ws.addRow(['名称*', '开班日期*']);
    ws.addRow(['甲', new Date('2027-01-05T00:00:00Z')]);
    ws.addRow(['', '']);
    ws.addRow([{ richText: [{ text: '乙' }, { text: '班' }] }, '2027-02-28']);
    const sheet = await readSheet(Buffer.from(await workbook.xlsx.writeBuffer()), { maxRows: 10 });
    expect(sheet.rows).toEqual([
      { row: 2, values: { 名称: '甲', 开班日期: '2027-01-05' } },
      { row: 4, values: { 名称: '乙班', 开班日期: '2027-02-28' } },
    ]);
  });

  it('stops at the row limit, refuses what unpacks out of proportion, and counts a zip that lies', async () => {
    const refusal = (buffer: Buffer) => readSheet(buffer, { maxRows: 5000 }).then(() => 'read', (e: unknown) => (e instanceof SheetRefused ? e.reason : String(e)));
    expect(await refusal(long)).toBe('rows');
    expect(await refusal(bomb)).toBe('unpacked-size');
    expect(['unpacked-size', 'unreadable']).toContain(await refusal(liar));
    expect(unpackedAllowance(bomb.length)).toBeLessThan(200 * 1024 * 1024);
    expect(unpackedAllowance(5 * 1024 * 1024)).toBe(MAX_UNPACKED_BYTES);
  });

  it('reads each of these within bounded memory, in a process of its own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-limits-'));
    try {
      for (const [name, buffer, expected] of [['long', long, 'refused:rows'], ['bomb', bomb, 'refused:unpacked-size']] as const) {
        const file = path.join(dir, `${name}.xlsx`);
        fs.writeFileSync(file, buffer);
        const run = spawnSync(process.execPath, ['--expose-gc', ...nodeArgs('tests/helpers/read-sheet-process.ts'), file, '5000'], { encoding: 'utf8', timeout: 120_000 });
        const report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { outcome: string; grewMb: number };
        expect(report.outcome).toBe(expected);
        expect(report.grewMb).toBeLessThan(HEADROOM_MB);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('the class import of npm run api', () => {
  let t: TestDb;
  let api: ApiProcess;
  let token: string;

  const upload = async (bytes: Buffer, dryRun = '1') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'classes.xlsx');
    form.append('dry_run', dryRun);
    const response = await fetch(`${api.url}/api/v1/manage/classes/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as { errors?: { file?: string[] } } };
  };

  beforeAll(async () => {
    t = await createTestDb();
    await seedAccess(t.db);
    const manager = await createManager(t.db, { roles: ['province-admin'] });
    api = await startApiProcess({ DATABASE_URL: t.url, MANAGER_CLIENT_SECRET: CLIENT_SECRET });
    const login = await fetch(`${api.url}/api/v1/authorizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: manager.username, password: md5(PASSWORD), client_id: '2', client_secret: CLIENT_SECRET, grant_type: 'password' }),
    });
    expect(login.status).toBe(201);
    token = ((await login.json()) as { access_token: string }).access_token;
  }, 120_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await t?.destroy();
  }, 60_000);

  it('refuses a 200,000-row file with the row limit, and a zip bomb, without the server growing', async () => {
    // A first import loads the code an import runs before memory is read.
    expect((await upload(await longSheet(HEADER, 2))).status).toBe(422);
    const pid = api.child.pid!;
    const before = rssMb(pid);
    resetPeakRss(pid);
    const rows = await upload(long);
    expect(rows.status).toBe(422);
    expect(rows.body.errors?.file).toEqual([ROW_LIMIT_MESSAGE]);
    const zipBomb = await upload(bomb);
    expect(zipBomb.status).toBe(422);
    expect(zipBomb.body.errors?.file).toEqual([OUT_OF_PROPORTION]);
    const lying = await upload(liar);
    expect(lying.status).toBe(422);
    expect(peakRssMb(pid) - before).toBeLessThan(HEADROOM_MB);
  }, 120_000);
});
