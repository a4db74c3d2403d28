import { CLAIM_ATTACHMENT_KINDS } from '@/lib/contract/subsidy/claim';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { Storage } from '@/lib/server/storage';
import type { Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';
import { claimRow } from './claim-read';
import { assertTransition } from './claims';
import { CLAIM_FILE_OWNER, type CheckedDocument, storeDocument } from './documents';
import type { SubsidyScope } from './scope';

// The institution's uploads on a claim (invoices, photos), while it may still change the claim.

export const MAX_CLAIM_FILES = 30;

export async function attachFile(db: Db, storage: Storage, scope: SubsidyScope, actor: Actor, claimId: number, kind: string, doc: CheckedDocument, now: string): Promise<void> {
  if (!(CLAIM_ATTACHMENT_KINDS as readonly string[]).includes(kind)) throw new AppError('validation_failed', undefined, { kind: ['kind 必须是 invoice、photo 或 other。'] });
  const claim = await claimRow(db, scope, claimId);
  assertTransition(claim.status, 'refresh');
  const count = await db.selectFrom('subsidy_claim_files').select((eb) => eb.fn.countAll<number>().as('n')).where('claim_id', '=', claimId).executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_CLAIM_FILES) throw new AppError('validation_failed', undefined, { file: [`file 每个申领最多上传 ${MAX_CLAIM_FILES} 个附件。`] });
  await inTransaction(db, async (trx) => {
    const fileId = await storeDocument(trx, storage, doc, CLAIM_FILE_OWNER, claimId, new Date(now));
    await trx.insertInto('subsidy_claim_files').values({ claim_id: claimId, file_id: fileId, kind, created_at: now }).execute();
    await appendAudit(trx, actor, now, { entity: 'claim', entityId: claimId, claimId, action: 'attach', changes: { file_id: fileId, kind, name: doc.name } });
  });
}

export async function claimFile(db: Db, scope: SubsidyScope, claimId: number, fileId: number): Promise<void> {
  await claimRow(db, scope, claimId);
  const held = await db.selectFrom('subsidy_claim_files').select('file_id').where('claim_id', '=', claimId).where('file_id', '=', fileId).executeTakeFirst();
  if (!held) throw new AppError('not_found', '附件不存在。');
}

export async function detachFile(db: Db, scope: SubsidyScope, actor: Actor, claimId: number, fileId: number, now: string): Promise<void> {
  const claim = await claimRow(db, scope, claimId);
  assertTransition(claim.status, 'refresh');
  await claimFile(db, scope, claimId, fileId);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('subsidy_claim_files').where('claim_id', '=', claimId).where('file_id', '=', fileId).execute();
    await appendAudit(trx, actor, now, { entity: 'claim', entityId: claimId, claimId, action: 'detach', changes: { file_id: fileId } });
  });
}
