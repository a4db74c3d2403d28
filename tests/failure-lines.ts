const ANSI = /\u001b\[[0-9;]*m/g;

/** Jest's lines naming a failed suite or test ("FAIL path", "● title"), repeated in the summary: CI shows a run's tail only. */
export function jestFailureLine(line: string): string | null {
  const plain = line.replace(ANSI, '').trimEnd();
  if (/^FAIL /.test(plain)) return plain;
  const test = /^\s*● (.+)$/.exec(plain);
  return test && test[1] !== 'Console' ? `  ● ${test[1]}` : null;
}
