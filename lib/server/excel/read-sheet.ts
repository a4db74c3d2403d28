import { Readable, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from './exceljs';
import yauzl from 'yauzl';
import { cellText } from './xlsx';

// Reads the first sheet of an uploaded .xlsx row by row and stops at the row limit, never holding
// the workbook. The zip's declared sizes are read from its central directory before anything is
// inflated, and the bytes are counted again while they are inflated, so a small file that unpacks
// to gigabytes is refused rather than read.

const MB = 1024 * 1024;
/** The most the entries of one upload may unpack to, whatever its size. */
export const MAX_UNPACKED_BYTES = 50 * MB;
/** Unpacked bytes per byte of the file: spreadsheets compress about 5-20 times, bombs a thousand. */
export const MAX_PACKING_RATIO = 100;
const MIN_ALLOWANCE = 2 * MB;
const MAX_ENTRIES = 1000;
/** Row elements past the header, blank or not, read before giving up: a sheet padded with empty rows ends too. */
const ROW_ELEMENTS_PER_ROW = 4;

export type SheetRow = { row: number; values: Record<string, string> };
export type Sheet = { headers: string[]; rows: SheetRow[] };
export type SheetRefusal = 'rows' | 'unpacked-size' | 'unreadable';

export class SheetRefused extends Error {
  constructor(readonly reason: SheetRefusal, message: string) {
    super(message);
    this.name = 'SheetRefused';
  }
}

/** How many bytes the file's entries may unpack to in all: in proportion to it, and never past the cap. */
export function unpackedAllowance(fileBytes: number): number {
  return Math.min(MAX_UNPACKED_BYTES, Math.max(MIN_ALLOWANCE, fileBytes * MAX_PACKING_RATIO));
}

// ExcelJS's streaming WorkbookReader reads its zip with a parser that inflates whatever it meets.
// Its part readers are used here on entries this module opened and counts; exceljs 4.4 is pinned
// (tests/api/xlsx-import-limits.test.ts reads real workbooks through them).
type Part = Readable;
type ReaderParts = {
  _parseRels(entry: Part): Promise<void>;
  _parseWorkbook(entry: Part): Promise<void>;
  _parseStyles(entry: Part): Promise<void>;
  _parseSharedStrings(entry: Part): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: Part, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
};

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => (error || !zip ? reject(error) : resolve(zip))),
  );
}

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      if (entries.size > MAX_ENTRIES) return reject(new SheetRefused('unreadable', 'too many entries'));
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

type Budget = { left: number };

/** An entry inflated as text: counted against the budget (a zip may lie about its sizes) and decoded whole characters at a time. */
function openText(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: Budget, opened: Readable[]): Promise<Part> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      const decoder = new StringDecoder('utf8');
      const text = new Transform({
        readableObjectMode: true,
        transform(chunk: Buffer, _encoding, done) {
          budget.left -= chunk.length;
          if (budget.left < 0) return done(new SheetRefused('unpacked-size', 'unpacked past the allowance'));
          done(null, decoder.write(chunk));
        },
        flush(done) {
          done(null, decoder.end());
        },
      });
      stream.on('error', (e) => text.destroy(e));
      opened.push(stream, text);
      resolve(stream.pipe(text));
    }),
  );
}

function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/**
 * The first sheet's rows as header → text, with their sheet row numbers; blank rows are skipped.
 * Refuses (SheetRefused) a file that unpacks out of proportion, or more than maxRows data rows,
 * as soon as it knows.
 */
export async function readSheet(buffer: Buffer, { maxRows }: { maxRows: number }): Promise<Sheet> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch (error) {
    throw new SheetRefused('unreadable', String(error));
  }
  const opened: Readable[] = [];
  try {
    const entries = await listEntries(zip);
    const declared = [...entries.values()].reduce((sum, e) => sum + e.uncompressedSize, 0);
    const allowance = unpackedAllowance(buffer.length);
    if (declared > allowance) throw new SheetRefused('unpacked-size', `declares ${declared} bytes unpacked`);
    const budget = { left: allowance };
    const part = (name: string) => {
      const entry = entries.get(name);
      return entry ? openText(zip, entry, budget, opened) : null;
    };

    const reader = new (await loadExcelJS()).stream.xlsx.WorkbookReader(Readable.from([]), {
      sharedStrings: 'cache', styles: 'cache', worksheets: 'emit', hyperlinks: 'ignore', entries: 'ignore',
    }) as unknown as ReaderParts;
    const rels = await part('xl/_rels/workbook.xml.rels');
    const book = await part('xl/workbook.xml');
    if (!rels || !book) throw new SheetRefused('unreadable', 'no workbook');
    await reader._parseRels(rels);
    await reader._parseWorkbook(book);
    const styles = await part('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);
    const strings = await part('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings));

    const first = reader.model?.sheets?.[0];
    const target = first && reader.workbookRels?.find((r) => r.Id === first.rId)?.Target;
    if (!target) return { headers: [], rows: [] };
    const path = partPath(target);
    const sheetPart = await part(path);
    if (!sheetPart) return { headers: [], rows: [] };
    const [emitted] = [...reader._parseWorksheet(sheetPart, /sheet(\d+)\.xml$/.exec(path)?.[1] ?? '1')];
    if (!emitted) return { headers: [], rows: [] };

    let headers: string[] = [];
    const rows: SheetRow[] = [];
    let elements = 0;
    for await (const row of emitted.value) {
      if (row.number === 1) {
        row.eachCell({ includeEmpty: true }, (cell, col) => { headers[col - 1] = cellText(cell.value).replace(/\*$/, ''); });
        headers = Array.from(headers, (h) => h ?? '');
        continue;
      }
      if (++elements > maxRows * ROW_ELEMENTS_PER_ROW) throw new SheetRefused('rows', 'too many row elements');
      const values: Record<string, string> = {};
      headers.forEach((header, i) => { if (header) values[header] = cellText(row.getCell(i + 1).value); });
      if (!Object.values(values).some((v) => v !== '')) continue;
      if (rows.length === maxRows) throw new SheetRefused('rows', `more than ${maxRows} rows`);
      rows.push({ row: row.number, values });
    }
    return { headers: headers.filter(Boolean), rows };
  } catch (error) {
    if (error instanceof SheetRefused) throw error;
    throw new SheetRefused('unreadable', String(error));
  } finally {
    for (const stream of opened) stream.destroy();
    zip.close();
  }
}
