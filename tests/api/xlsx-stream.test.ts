import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { xlsxStream } from '@/lib/server/excel/xlsx';
import { certificateImportTemplate } from '@/lib/server/services/certificate-import';

type Row = { id: number; name: string };
const CHUNKS = 200;
const ROWS = 500;

function source() {
  const pulled = { chunks: 0 };
  async function* chunks(): AsyncGenerator<Row[]> {
    for (let c = 0; c < CHUNKS; c++) {
      pulled.chunks++;
      yield Array.from({ length: ROWS }, (_, i) => ({ id: c * ROWS + i, name: `学员${c}-${i}-${(c * 7919 + i * 104729).toString(36)}` }));
    }
  }
  return { pulled, chunks: chunks() };
}

const columns = [
  { header: '编号', value: (r: Row) => r.id },
  { header: '姓名', value: (r: Row) => r.name },
];

describe('streamed .xlsx exports', () => {
  it('read the next rows only as fast as the client takes the file', async () => {
    const { pulled, chunks } = source();
    const stream = xlsxStream([{ name: 'rows', columns, chunks }]);
    const reader = stream.getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A client that stopped reading holds the export back instead of the server buffering it all.
    expect(pulled.chunks).toBeLessThan(CHUNKS / 4);

    const parts: Buffer[] = [];
    for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(Buffer.from(part.value));
    expect(pulled.chunks).toBe(CHUNKS);
    expect(parts.length).toBeGreaterThan(0);
  });

  it('write every row of a 100,000-row export', async () => {
    const { chunks } = source();
    const body = Readable.fromWeb(xlsxStream([{ name: 'rows', columns, chunks }]) as never);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(body);
    const sheet = workbook.getWorksheet('rows')!;
    expect(sheet.rowCount).toBe(CHUNKS * ROWS + 1);
    expect(sheet.getRow(CHUNKS * ROWS + 1).getCell(1).value).toBe(CHUNKS * ROWS - 1);
  });
});

describe('every sheet the server writes (issue 37)', () => {
  async function* one(): AsyncGenerator<Row[]> {
    yield [{ id: 1, name: '王小明' }];
  }
  const frozen = (sheet: ExcelJS.Worksheet) => expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

  it('freezes the header row of an export', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.fromWeb(xlsxStream([{ name: 'rows', columns, chunks: one() }]) as never));
    const sheet = workbook.getWorksheet('rows')!;
    frozen(sheet);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
  });

  it('freezes the header row of an import template', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await certificateImportTemplate()) as never);
    frozen(workbook.getWorksheet('证书')!);
  });
});
