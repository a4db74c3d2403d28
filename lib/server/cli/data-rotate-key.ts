import { freshKeyText, rotateEnvKey, rotateFileKey, type RotationReport } from '@/lib/server/privacy/rotation';
import { loadEnvOrExit } from './load-env';

// `npm run data:rotate-key`: a new data key seals every ID number and recomputes every blind index;
// the old key is kept until that is done. Stop the servers first and start them afterwards (README).
function summary(report: RotationReport): void {
  const total = Object.values(report.resealed).reduce((a, b) => a + b, 0);
  console.log(`Data key ${report.kid} now seals every ID number (${total} values resealed, blind indexes recomputed).`);
  for (const [table, n] of Object.entries(report.resealed)) console.log(`  ${table}: ${n}`);
}

async function main() {
  const config = loadEnvOrExit();
  const progress = (line: string) => process.stderr.write(`${line}\n`);
  if (config.DATA_KEY) {
    const report = await rotateEnvKey(config.DATA_KEY, config, progress);
    if (!report) {
      console.log('DATA_KEY holds one key. To rotate: stop the servers, set DATA_KEY to a new key followed by the current one,');
      console.log('  DATA_KEY=<new>,<current>   with, for example, this new key:');
      console.log(`  ${freshKeyText()}`);
      console.log('then run npm run data:rotate-key again.');
      return;
    }
    summary(report);
    console.log(`Retired: ${report.retired.join(', ')}. Now set DATA_KEY to the new key alone (the first of the list) and start the servers.`);
    return;
  }
  const report = await rotateFileKey(config, progress);
  summary(report);
  console.log(`Key file ${report.keyFile} holds only the new key${report.retired.length ? `; retired: ${report.retired.join(', ')}` : ''}.`);
  console.log('Back up the new key file now (backups of the database never contain it), then start the servers.');
}

main().catch((error) => {
  console.error(`Data key rotation failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
