/** @jest-environment node */
import { backupCoverage } from '@/lib/server/storage/backup-note';

describe('what npm run db:backup says it covers', () => {
  test('on the local disk: the database, not the files in UPLOAD_DIR, with how to copy them', () => {
    const lines = backupCoverage({ UPLOAD_DIR: '/srv/uploads' });
    expect(lines[0]).toMatch(/^Covers: the database/);
    expect(lines[1]).toBe('Not covered: the uploaded files themselves (avatars, logos, covers, ID photos, qualification files, lesson videos) in /srv/uploads.');
    expect(lines[2]).toMatch(/tar -czf .* -C \/srv\/uploads/);
  });

  test('on object storage: the bucket and prefix, and backing up in the store', () => {
    const lines = backupCoverage({ UPLOAD_DIR: './data/uploads', STORAGE_URL: 's3://skills/prod', S3_ENDPOINT: 'http://minio:9000' });
    expect(lines[1]).toBe('Not covered: the uploaded files themselves, in object storage at s3://skills/prod (http://minio:9000).');
    expect(lines[2]).toMatch(/versioning or replication/);
  });
});
