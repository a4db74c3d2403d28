import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
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
  const entries: ZipEntry[] = [];
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const data = await file.async('nodebuffer');
    if (file.name !== name) entries.push({ name: file.name, data });
    else {
      const at = data.indexOf('<sheetData');
      entries.push({ name, data: Buffer.concat([data.subarray(0, at), Buffer.alloc(padBytes, 0x20), data.subarray(at)]) });
    }
  }
  return zipOf(entries);
}

type ZipEntry = { name: string; data: Buffer };

/**
 * A zip of `entries`, each deflated at level 9 by Node's zlib: JSZip's deflate, in JavaScript, took
 * about 13 s for a 200 MB sheet, zlib under a second. Sizes and CRCs are declared truthfully, in the
 * local headers and the central directory, as JSZip writes them.
 */
function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // made by
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(0, 12);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, fileName, packed);
    central.push(header, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
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
