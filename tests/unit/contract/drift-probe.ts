import type { z } from 'zod';
import type { ApplicantSchema, ManagedJobSchema } from '@/lib/server/api/routes/employment-schemas';
import type { Applicant, ManagedJob } from '@/components/manage/pages/jobs/job-api';
import type { ManagedNews } from '@/components/manage/pages/content/content-api';
import type { ManagedNewsSchema } from '@/lib/contract/content-admin';
import type { MenuNode } from '@/components/manage/pages/menus/menu-types';
import type { PermissionNode } from '@/components/manage/pages/roles/permission-tree';
import type { MenuNodeSchema, PermissionNodeSchema } from '@/lib/contract/menus';
import type { ApiErrorBody } from '@/lib/api/client';
import type { ErrorSchema } from '@/lib/contract/envelope';

// Type-only probe, checked by `tsc --noEmit` (and by `next build`, which type-checks the project):
// a drift between what the server declares and what the back office reads is a compile error.
// Each @ts-expect-error below must find its error, or the check fails ("unused directive"): if the
// client ever went back to a hand-written copy that accepted these, the type check would say so.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
const assertEqual = <A, B>(proof: Equal<A, B>) => proof;

// The type the jobs page reads is the one the route documents and validates with, field for field.
assertEqual<ManagedJob, z.infer<typeof ManagedJobSchema>>(true);
assertEqual<Applicant, z.infer<typeof ApplicantSchema>>(true);
assertEqual<ManagedNews, z.infer<typeof ManagedNewsSchema>>(true);
// The menu editor's tree, the role form's permission tree and the error body the client reads.
assertEqual<MenuNode, z.infer<typeof MenuNodeSchema>>(true);
assertEqual<PermissionNode, z.infer<typeof PermissionNodeSchema>>(true);
assertEqual<ApiErrorBody, Partial<z.infer<typeof ErrorSchema>>>(true);

declare const menuItem: MenuNode;
// @ts-expect-error the editor's item says always_show; alwaysShow is the shell's sidebar item
void menuItem.alwaysShow;

declare const job: ManagedJob;

// A client reading a field the contract lacks does not compile…
// @ts-expect-error the contract of a managed job has no closed_at
void job.closed_at;

// …nor does a hand-written copy that misses fields the contract has: the jobs page's old type
// (before issue 35) lacked reviewed_at and updated_at, and is no ManagedJob.
type HandWrittenJob = Omit<ManagedJob, 'reviewed_at' | 'updated_at'>;
declare const old: HandWrittenJob;
// @ts-expect-error reviewed_at and updated_at are missing
export const fromOld: ManagedJob = old;

// A hand-written copy with a field the server never sends is not the contract either.
// @ts-expect-error a hand-written copy with an extra field is not equal to the contract
assertEqual<ManagedJob & { closed_at: string | null }, z.infer<typeof ManagedJobSchema>>(true);

// And the status is the server's closed list, not any string.
// @ts-expect-error 'archived' is not a job status
export const badStatus: ManagedJob['status'] = 'archived';
