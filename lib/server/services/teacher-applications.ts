import type { TeacherApplication, TeacherApplicationStatus } from '@/lib/contract/career';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { Storage } from '@/lib/server/storage';
import { insertFileRow, removeUpload, writeUpload, type StoredBytes } from '@/lib/server/uploads';
import { maskIdNumber } from './learners';

// POST /ad/registered-teachers/applied: a learner applies to teach, with qualification files.

// file-type 16 is CommonJS; its typings are ESM-shaped, so it is loaded with require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FileType = require('file-type') as { fromBuffer(buffer: Buffer): Promise<{ ext: string; mime: string } | undefined> };

export const QUALIFICATION_MIMES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const QUALIFICATION_MAX_BYTES = 5 * 1024 * 1024;
export const QUALIFICATION_MAX_FILES = 5;
export const FILE_OWNER = 'teacher_application';

export type CheckedFile = { buffer: Buffer; ext: string; mime: string; name: string };

/** Judges each upload by its bytes: PDF or JPEG/PNG/WebP within 5 MB, at most five. */
export async function checkQualificationFiles(values: unknown[]): Promise<{ files: CheckedFile[]; errors: string[] }> {
  const errors: string[] = [];
  const files: CheckedFile[] = [];
  const blobs = values.filter((v): v is Blob => v instanceof Blob);
  if (blobs.length === 0 || blobs.length !== values.length) errors.push('请上传资格证书等证明材料（PDF 或图片）。');
  if (blobs.length > QUALIFICATION_MAX_FILES) errors.push(`最多上传 ${QUALIFICATION_MAX_FILES} 个文件。`);
  for (const blob of blobs.slice(0, QUALIFICATION_MAX_FILES)) {
    const name = ((blob as Blob & { name?: string }).name || 'file').slice(0, 200);
    if (blob.size === 0) {
      errors.push(`${name}：文件为空。`);
      continue;
    }
    if (blob.size > QUALIFICATION_MAX_BYTES) {
      errors.push(`${name}：文件不能超过 5 MB。`);
      continue;
    }
    const buffer = Buffer.from(await blob.arrayBuffer());
    const type = await FileType.fromBuffer(buffer);
    if (!type || !(QUALIFICATION_MIMES as readonly string[]).includes(type.mime)) {
      errors.push(`${name}：只支持 PDF、JPEG、PNG 或 WebP 文件（按文件内容判断）。`);
      continue;
    }
    files.push({ buffer, ext: type.ext, mime: type.mime, name });
  }
  return { files, errors };
}

export type TeacherApplicationInput = { name: string; phone: string; id_number: string; occupation_id: number; qualifications: string };

type Row = {
  id: number; name: string; phone: string; id_number: string | null; occupation_id: number | null; occupation_name: string | null;
  qualifications: string | null; files: string | null; status: string; reason: string | null; reviewed_at: string | null; created_at: string;
};

async function toApplications(db: Db, rows: Row[]): Promise<TeacherApplication[]> {
  const ids = rows.flatMap((r) => (r.files ? (JSON.parse(r.files) as number[]) : []));
  const files = ids.length ? await db.selectFrom('files').select(['id', 'original_name', 'mime', 'size']).where('id', 'in', ids).execute() : [];
  const byId = new Map(files.map((f) => [f.id, { id: f.id, name: f.original_name, mime: f.mime, size: f.size }]));
  return rows.map((r) => ({
    id: r.id, name: r.name, phone: r.phone, id_number: r.id_number ? maskIdNumber(r.id_number) : null,
    occupation: { data: r.occupation_id && r.occupation_name ? { id: r.occupation_id, name: r.occupation_name } : null },
    qualifications: r.qualifications,
    files: (r.files ? (JSON.parse(r.files) as number[]) : []).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    status: r.status as TeacherApplicationStatus, reason: r.reason, reviewed_at: r.reviewed_at, created_at: r.created_at,
  }));
}

function mine(db: Db, userId: number) {
  return db
    .selectFrom('teacher_applications as a')
    .leftJoin('occupations as o', 'o.id', 'a.occupation_id')
    .select([
      'a.id', 'a.name', 'a.phone', 'a.id_number', 'a.occupation_id', 'o.name as occupation_name', 'a.qualifications', 'a.files', 'a.status',
      'a.reason', 'a.reviewed_at', 'a.created_at',
    ])
    .where('a.user_id', '=', userId);
}

export async function listMyTeacherApplications(db: Db, userId: number): Promise<TeacherApplication[]> {
  return toApplications(db, await mine(db, userId).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(50).execute());
}

/** One application under review at a time; files are written first and removed again if the row cannot be. */
export async function applyToTeach(
  db: Db,
  userId: number,
  input: TeacherApplicationInput,
  files: CheckedFile[],
  storage: Storage,
  now: Date,
): Promise<TeacherApplication> {
  const occupation = await db.selectFrom('occupations').select('id').where('id', '=', input.occupation_id).executeTakeFirst();
  if (!occupation) throw new AppError('validation_failed', undefined, { occupation_id: ['occupation_id 对应的职业不存在。'] });
  const open = await db.selectFrom('teacher_applications').select('status').where('user_id', '=', userId).where('status', 'in', ['pending', 'approved']).executeTakeFirst();
  if (open) throw new AppError('conflict', open.status === 'pending' ? '您的讲师申请正在审核中，请勿重复提交。' : '您已是认证讲师，无需再次申请。');

  const stored: StoredBytes[] = [];
  try {
    for (const f of files) stored.push(await writeUpload(storage, f.buffer, f.ext, f.mime, now));
    const id = await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      // The pending check again, under the transaction, against a concurrent second submission.
      await trx.updateTable('users').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', userId).execute();
      const again = await trx.selectFrom('teacher_applications').select('id').where('user_id', '=', userId).where('status', 'in', ['pending', 'approved']).executeTakeFirst();
      if (again) throw new AppError('conflict', '您的讲师申请正在审核中，请勿重复提交。');
      const row = await trx
        .insertInto('teacher_applications')
        .values({
          user_id: userId, name: input.name, phone: input.phone, id_number: input.id_number, occupation_id: input.occupation_id,
          qualifications: input.qualifications, files: null, status: 'pending', reason: null, reviewed_by: null, reviewed_at: null,
          created_at: at, updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fileIds: number[] = [];
      for (const [i, f] of files.entries()) {
        fileIds.push(await insertFileRow(trx, { stored: stored[i], buffer: f.buffer, mime: f.mime, originalName: f.name, ownerType: FILE_OWNER, ownerId: row.id, now }));
      }
      await trx.updateTable('teacher_applications').set({ files: JSON.stringify(fileIds) }).where('id', '=', row.id).execute();
      return row.id;
    });
    return (await toApplications(db, [await mine(db, userId).where('a.id', '=', id).executeTakeFirstOrThrow()]))[0];
  } catch (error) {
    await Promise.all(stored.map((s) => removeUpload(s)));
    throw error;
  }
}
