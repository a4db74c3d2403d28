import type ExcelJSModule from 'exceljs';

// exceljs and what it pulls in are some 670 files: loaded at the first sheet read or written, not
// by every process that serves the API (most never touch a spreadsheet).
let loaded: Promise<typeof ExcelJSModule> | undefined;

export function loadExcelJS(): Promise<typeof ExcelJSModule> {
  loaded ??= import('exceljs').then((m) => (m as { default?: typeof ExcelJSModule }).default ?? (m as unknown as typeof ExcelJSModule));
  return loaded;
}
