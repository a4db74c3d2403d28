import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from './exceljs';

// Streamed .xlsx answers and reading uploaded sheets. The writer commits each row as it goes and
// reads the next chunk of rows only once the client has taken what was written, so an export of
// 100,000 rows holds about one chunk in memory, not the workbook, however slowly it is downloaded.

export type Cell = string | number | null;
export type XlsxColumn<T> = { header: string; width?: number; value: (row: T) => Cell };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A text cell that a spreadsheet would run as a formula (= + - @, or a leading tab/CR) is kept as text. */
export function safeCell(value: Cell): Cell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function attachmentHeaders(filename: string): Record<string, string> {
  return {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'cache-control': 'no-store',
  };
}

type Sheet<T> = { name: string; columns: XlsxColumn<T>[]; chunks: AsyncIterable<T[]> };
type Book = { addWorksheet(name: string, options?: Partial<ExcelJS.AddWorksheetOptions>): ExcelJS.Worksheet };

/**
 * Every table the server writes (exports, import templates, code lists) comes from here: its first
 * row is the header, bold and frozen so it stays in view while the operator scrolls.
 */
export function tableSheet(workbook: Book, name: string, columns: { header: string; key?: string; width?: number }[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** A sheet of instructions: one line a row, no header. */
export function noteSheet(workbook: Book, name: string, lines: string[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name);
  for (const line of lines) sheet.addRow([line]);
  return sheet;
}

/** Writes the sheets into a stream as their chunks arrive; the answer starts before the last row is read. */
export function xlsxStream<T>(sheets: Sheet<T>[]): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  void (async () => {
    const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    for (const sheet of sheets) {
      const worksheet = tableSheet(workbook, sheet.name, sheet.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 })));
      for await (const rows of sheet.chunks) {
        for (const row of rows) worksheet.addRow(sheet.columns.map((c) => safeCell(c.value(row)))).commit();
        // Compression and the socket move on in later turns of the event loop; SQLite reads are
        // synchronous, so without yielding here the whole file would be built before a byte is sent.
        await new Promise((resolve) => setImmediate(resolve));
        await compressed(worksheet, out);
        await drained(out);
        // The client went away: stop reading the database.
        if (out.destroyed) return;
      }
      worksheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  // By default toWeb counts chunks, not bytes (16,384 of them), which would let the whole file pile up.
  return Readable.toWeb(out, { strategy: new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }) }) as ReadableStream<Uint8Array>;
}

// The archiver's input is a readable-stream (npm) PassThrough: its state is read the way both kinds keep it.
type ArchiverInput = NodeJS.EventEmitter & { destroyed?: boolean; _writableState?: { needDrain?: boolean } };
type SheetBuffer = { buffers?: unknown[]; pipes?: ArchiverInput[] };

/**
 * Waits while the sheet's XML is queued in front of the zip compressor. ExcelJS's sheet buffer
 * pushes to the archiver without heeding backpressure, so on a fast database the uncompressed XML
 * of every row piled up there (about 40 MB per 100,000 rows) while deflate caught up.
 */
async function compressed(worksheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  const buffer = (worksheet as unknown as { stream?: SheetBuffer }).stream;
  if (!buffer || !Array.isArray(buffer.buffers) || !Array.isArray(buffer.pipes)) return;
  while (!out.destroyed) {
    // Not yet taken by the archiver (it zips one entry at a time): hold at a few 64 KB buffers.
    if (buffer.pipes.length === 0) {
      if (buffer.buffers.length <= 4) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    const pending = buffer.pipes.find((pipe) => pipe._writableState?.needDrain && !pipe.destroyed);
    if (!pending) return;
    await drain(pending, out);
  }
}

/** Waits while the client has not yet taken what was written (or until it goes away). */
function drained(out: PassThrough): Promise<void> {
  return !out.writableNeedDrain || out.destroyed ? Promise.resolve() : drain(out, out);
}

/** Resolves when `stream` drains or closes, or the answer's stream closes (the client went away). */
function drain(stream: NodeJS.EventEmitter, out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    out.on('close', done);
  });
}

export async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

/** A cell's value as the operator typed it: dates as YYYY-MM-DD, rich text and formulas as their text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    if ('error' in value) return '';
  }
  return String(value).trim();
}
