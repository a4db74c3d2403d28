// Drops every database whose name starts with argv[3] (./pg-run-databases.ts), then ends.
// CommonJS: run by node itself, after jest has ended.
/* eslint-disable @typescript-eslint/no-require-imports */
const pg = require('pg');

async function main() {
  const [url, prefix] = process.argv.slice(2);
  if (!url || !/^r[0-9a-z]+_$/.test(prefix ?? '')) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
  } finally {
    await client.end();
  }
}

main().catch(() => process.exit(1));
