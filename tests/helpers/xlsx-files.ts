import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

// Workbooks for the import limits: very long sheets, zip bombs, and zips that lie about their sizes.

/** A workbook whose first sheet has the header row, then `rows` rows of one cell each. */
export async function longSheet(header: string[], rows: number, cell: (i: number) => string | number = (i) => `班级${i}`): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('培训班');
  sheet.addRow(header).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([cell(i)]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(parts);
}

/** A small valid workbook whose first sheet's XML is padded with `padBytes` of spaces: tiny packed, huge unpacked. */
export async function paddedSheet(valid: Buffer, padBytes: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(valid);
  const name = Object.keys(zip.files).find((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))!;
  const xml = await zip.file(name)!.async('string');
  const at = xml.indexOf('<sheetData');
  zip.file(name, Buffer.concat([Buffer.from(xml.slice(0, at)), Buffer.alloc(padBytes, 0x20), Buffer.from(xml.slice(at))]));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** The same zip with `name`'s uncompressed size in the central directory rewritten to `size`. */
export function lyingAboutSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at - 1)) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
  }
  throw new Error(`${name} is not in the central directory`);
}
