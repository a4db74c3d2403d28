import fs from 'node:fs';
import { readSheet, SheetRefused } from '@/lib/server/excel/read-sheet';

// Reads one workbook the way an import does, in a process of its own, and reports what the reading
// added to the process's peak resident memory (VmHWM). Used by tests/api/xlsx-import-limits.test.ts.

const peakMb = () => Number(/VmHWM:\s*(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

async function main() {
  const buffer = fs.readFileSync(process.argv[2]!);
  const maxRows = Number(process.argv[3] ?? 5000);
  // A first small read loads every module the reading needs before memory is measured.
  await readSheet(buffer, { maxRows: 1 }).catch(() => undefined);
  global.gc?.();
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const before = peakMb();
  let outcome: string;
  try {
    outcome = `rows:${(await readSheet(buffer, { maxRows })).rows.length}`;
  } catch (error) {
    outcome = error instanceof SheetRefused ? `refused:${error.reason}` : `error:${String(error)}`;
  }
  console.log(JSON.stringify({ outcome, grewMb: peakMb() - before }));
}

void main();
