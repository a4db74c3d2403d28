import { AppError } from '@/lib/server/domain/errors';
import { readSheet, SheetRefused, type Sheet } from '@/lib/server/excel/read-sheet';

export type ImportSheet = Sheet;

/**
 * An uploaded workbook's first sheet for an import of at most maxRows rows, read as a stream that
 * stops at the limit; a file that cannot be imported at all is a 422 on the file field.
 */
export async function readImportSheet(file: ArrayBuffer, maxRows: number): Promise<ImportSheet> {
  try {
    return await readSheet(Buffer.from(file), { maxRows });
  } catch (error) {
    const reason = error instanceof SheetRefused ? error.reason : 'unreadable';
    const message =
      reason === 'rows' ? `file 一次最多导入 ${maxRows} 行。`
        : reason === 'unpacked-size' ? 'file 解压后的内容与文件大小不成比例，已拒绝读取。'
          : 'file 不是可读取的 .xlsx 文件。';
    throw new AppError('validation_failed', undefined, { file: [message] });
  }
}
