// A jest reporter beside the default one (tests/run-all.ts adds it): it writes each test file's
// project, path and wall time to JEST_TIMINGS_FILE, which npm test reads for its slowest-files list.
// JavaScript, not TypeScript: jest loads reporters without its transform.
import fs from 'node:fs';

class TimingReporter {
  constructor() {
    this.records = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats ?? {};
    this.records.push({
      project: test.context?.config?.displayName?.name ?? '',
      path: result.testFilePath,
      ms: start && end ? end - start : 0,
    });
  }

  onRunComplete() {
    if (process.env.JEST_TIMINGS_FILE) fs.writeFileSync(process.env.JEST_TIMINGS_FILE, JSON.stringify(this.records));
  }
}

export default TimingReporter;
