// The import form is the kit's (components/manage/kit/import-panel.tsx); the old name stays for the pages not moved yet.
export { ImportPanel as ExcelImport, skippedRows, type ImportMode, type ImportReport } from '../../kit/import-panel';
