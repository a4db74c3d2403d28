import type { MoxibustionBatch, MoxibustionBatchStatus, MoxibustionCertificate, MoxibustionEnrollee, MoxibustionSummary } from '@/lib/contract/moxibustion';
import { MOXIBUSTION_CERT_NO_PATTERN } from '@/lib/validation/moxibustion';
import { fetchItem, fetchList } from './fetch';
import { lookupItem } from './lookup';
import { choiceParam, intParam, pageParam, textParam, type SearchParams } from './search-params';

export const BATCH_STATUSES = ['enrolling', 'closed', 'ongoing', 'finished'] as const satisfies readonly MoxibustionBatchStatus[];
export const BATCHES_PER_PAGE = 10;
export const ENROLLEES_PER_PAGE = 20;

export type BatchFilters = { status?: MoxibustionBatchStatus; page: number };

export function readBatchFilters(params: SearchParams): BatchFilters {
  return { status: choiceParam(params, 'status', BATCH_STATUSES), page: pageParam(params) };
}

export const loadMoxibustionSummary = () => fetchItem<MoxibustionSummary>('/moxibustion/summary');

export const loadBatches = (filters: BatchFilters, perPage = BATCHES_PER_PAGE) =>
  fetchList<MoxibustionBatch>('/moxibustion/batches', { ...filters, per_page: perPage, include: 'city' });

export const loadBatch = (id: number) => fetchItem<MoxibustionBatch>(`/moxibustion/batches/${id}`, 'city');

export const loadEnrollees = (id: number, page: number) =>
  fetchList<MoxibustionEnrollee>(`/moxibustion/batches/${id}/enrollees`, { page, per_page: ENROLLEES_PER_PAGE });

export const batchIdParam = (params: SearchParams) => intParam(params, 'id', 1, 2_147_483_647);

export type MoxibustionCertificateLookup =
  | { kind: 'invalid'; certNo: string | undefined }
  | { kind: 'missing'; certNo: string }
  | { kind: 'limited'; certNo: string }
  | { kind: 'found'; certificate: MoxibustionCertificate };

/** `/moxibustion/certificateInfo?cert_no=AJ…`: the certificate a link or QR code points at. */
export async function lookupMoxibustionCertificate(params: SearchParams): Promise<MoxibustionCertificateLookup> {
  const certNo = textParam(params, 'cert_no', 20)?.toUpperCase();
  if (!certNo || !MOXIBUSTION_CERT_NO_PATTERN.test(certNo)) return { kind: 'invalid', certNo };
  const found = await lookupItem<MoxibustionCertificate>(`/moxibustion/certificates/${certNo}`);
  return found.kind === 'found' ? { kind: 'found', certificate: found.item } : { kind: found.kind, certNo };
}
