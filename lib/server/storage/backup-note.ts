import { storageTarget } from './target';

/** What `npm run db:backup` covers and what it does not, for the storage this configuration uses. */
export function backupCoverage(config: { STORAGE_URL?: string; UPLOAD_DIR: string; S3_ENDPOINT?: string }): string[] {
  const target = storageTarget(config.STORAGE_URL, config.UPLOAD_DIR);
  const covered = 'Covers: the database (accounts, classes, enrolments, study records, certificates and the list of uploaded files with their sizes and SHA-256).';
  if (target.kind === 'local') {
    return [
      covered,
      `Not covered: the uploaded files themselves (avatars, logos, covers, ID photos, qualification files, lesson videos) in ${config.UPLOAD_DIR}.`,
      `Back them up with the database, e.g.: tar -czf uploads-$(date +%Y%m%d).tgz -C ${config.UPLOAD_DIR} .   (or rsync the folder)`,
    ];
  }
  const where = `s3://${target.bucket}${target.prefix ? `/${target.prefix}` : ''}`;
  return [
    covered,
    `Not covered: the uploaded files themselves, in object storage at ${where}${config.S3_ENDPOINT ? ` (${config.S3_ENDPOINT})` : ''}.`,
    `Back them up in the store: turn on bucket versioning or replication, or mirror it, e.g.: mc mirror store/${target.bucket} /backups/${target.bucket}`,
  ];
}
