import { SUBSIDY_PERMISSIONS as P } from './permissions';

// Every subsidy endpoint under /api/v1: method, path, who may call it. The routers in
// lib/server/api/routes/subsidy-*.ts declare the same; this list is for readers and the UI.

type Who = 'public' | 'learner' | { permission: string };
export type SubsidyRoute = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; who: Who; what: string };

export const SUBSIDY_ROUTES: readonly SubsidyRoute[] = [
  // standards
  { method: 'GET', path: '/manage/subsidy/standards', who: { permission: P.view }, what: 'List standards (?occupation_id, level, on)' },
  { method: 'POST', path: '/manage/subsidy/standards', who: { permission: P.standards }, what: 'Create a standard' },
  { method: 'PUT', path: '/manage/subsidy/standards/{id}', who: { permission: P.standards }, what: 'Edit a standard (claims keep their copy)' },
  { method: 'DELETE', path: '/manage/subsidy/standards/{id}', who: { permission: P.standards }, what: 'Delete a standard no claim line used' },
  // learner categories
  { method: 'POST', path: '/user/subsidy/category-documents', who: 'learner', what: 'Upload a supporting document (multipart field file: jpg/png/pdf) → { data: { id, name } }' },
  { method: 'GET', path: '/user/subsidy/categories', who: 'learner', what: 'My category declarations' },
  { method: 'POST', path: '/user/subsidy/categories', who: 'learner', what: 'Declare a category' },
  { method: 'GET', path: '/manage/subsidy/categories', who: { permission: P.categories }, what: 'Declarations in my scope (?status, class_id)' },
  { method: 'GET', path: '/manage/subsidy/categories/{id}/document', who: { permission: P.categories }, what: 'The supporting document' },
  { method: 'POST', path: '/manage/subsidy/categories/{id}/review', who: { permission: P.categories }, what: 'Verify or reject' },
  // sessions and attendance
  { method: 'GET', path: '/manage/subsidy/classes/{id}/sessions', who: { permission: P.sessions }, what: "A class's sessions" },
  { method: 'POST', path: '/manage/subsidy/classes/{id}/sessions', who: { permission: P.sessions }, what: 'Schedule a session' },
  { method: 'PUT', path: '/manage/subsidy/sessions/{id}', who: { permission: P.sessions }, what: 'Edit a session' },
  { method: 'DELETE', path: '/manage/subsidy/sessions/{id}', who: { permission: P.sessions }, what: 'Delete a session nobody checked in to' },
  { method: 'GET', path: '/manage/subsidy/sessions/{id}/code', who: { permission: P.sessions }, what: 'The current check-in code (poll every refresh_in_ms)' },
  { method: 'GET', path: '/manage/subsidy/sessions/{id}/attendance', who: { permission: P.view }, what: 'Attendance records of a session' },
  { method: 'PUT', path: '/manage/subsidy/sessions/{id}/attendance/{enrollment_id}', who: { permission: P.sessions }, what: 'Correct a record (reason required)' },
  { method: 'GET', path: '/manage/subsidy/classes/{id}/attendance', who: { permission: P.view }, what: 'Attendance summary per learner' },
  { method: 'GET', path: '/manage/subsidy/classes/{id}/corrections', who: { permission: P.view }, what: 'Attendance corrections of a class' },
  { method: 'GET', path: '/user/subsidy/sessions', who: 'learner', what: 'My sessions with my attendance' },
  { method: 'POST', path: '/user/subsidy/check-in', who: 'learner', what: 'Check in with the code' },
  { method: 'POST', path: '/user/subsidy/check-out', who: 'learner', what: 'Check out with the code' },
  // eligibility and claims
  { method: 'GET', path: '/manage/subsidy/classes/{id}/eligibility', who: { permission: P.view }, what: 'Eligibility of every learner, explained' },
  { method: 'GET', path: '/manage/subsidy/claims', who: { permission: P.view }, what: 'The claims queue in my scope (?status, city_code, organization_id, class_id, keyword, page, per_page)' },
  { method: 'POST', path: '/manage/subsidy/claims', who: { permission: P.claims }, what: 'Create a claim for a class' },
  { method: 'GET', path: '/manage/subsidy/claims/{id}', who: { permission: P.view }, what: 'The claim with lines and attachments' },
  { method: 'POST', path: '/manage/subsidy/claims/{id}/refresh', who: { permission: P.claims }, what: 'Recompute the lines (draft / returned)' },
  { method: 'PUT', path: '/manage/subsidy/claims/{id}/payee', who: { permission: P.claims }, what: 'Set the payee account' },
  { method: 'POST', path: '/manage/subsidy/claims/{id}/attachments', who: { permission: P.claims }, what: 'Upload an invoice or photo (multipart: file, kind)' },
  { method: 'GET', path: '/manage/subsidy/claims/{id}/attachments/{file_id}', who: { permission: P.view }, what: 'Download an attachment' },
  { method: 'DELETE', path: '/manage/subsidy/claims/{id}/attachments/{file_id}', who: { permission: P.claims }, what: 'Remove an attachment (draft / returned)' },
  { method: 'GET', path: '/manage/subsidy/claims/{id}/attendance-sheet', who: { permission: P.view }, what: 'The attendance sheet PDF' },
  { method: 'POST', path: '/manage/subsidy/claims/{id}/submit', who: { permission: P.claims }, what: 'Submit (freezes contents)' },
  { method: 'POST', path: '/manage/subsidy/claims/{id}/review', who: { permission: P.review }, what: 'Approve / reject / return, per line where needed' },
  { method: 'GET', path: '/manage/subsidy/claims/{id}/fraud-signals', who: { permission: P.view }, what: 'Fraud signals for the reviewer' },
  { method: 'GET', path: '/manage/subsidy/claims/{id}/objections', who: { permission: P.view }, what: 'Objections from the public notice' },
  { method: 'POST', path: '/manage/subsidy/objections/{id}/handle', who: { permission: P.review }, what: 'Mark an objection handled, with a note' },
  { method: 'GET', path: '/manage/subsidy/claims/{id}/audit', who: { permission: P.view }, what: "The claim's audit entries" },
  // public notice
  { method: 'GET', path: '/subsidy/notices', who: 'public', what: 'Claims in (or recently out of) public notice' },
  { method: 'GET', path: '/subsidy/notices/{id}', who: 'public', what: 'One notice with masked learners' },
  { method: 'POST', path: '/subsidy/notices/{id}/objections', who: 'public', what: 'Object (rate-limited)' },
  // payment
  { method: 'GET', path: '/manage/subsidy/payment-batches', who: { permission: P.payment }, what: 'Payment batches' },
  { method: 'POST', path: '/manage/subsidy/payment-batches', who: { permission: P.payment }, what: 'Create a batch from payable claims' },
  { method: 'GET', path: '/manage/subsidy/payment-batches/{id}', who: { permission: P.payment }, what: 'A batch with its items' },
  { method: 'GET', path: '/manage/subsidy/payment-batches/{id}/export', who: { permission: P.payment }, what: 'Bank transfer file (.xlsx)' },
  { method: 'POST', path: '/manage/subsidy/payment-batches/{id}/pay', who: { permission: P.payment }, what: 'Record payment (date, voucher number)' },
  // reports, audit, learner
  { method: 'GET', path: '/manage/subsidy/reports', who: { permission: P.reports }, what: 'Report (?group=city|institution|occupation|month, from, to)' },
  { method: 'GET', path: '/manage/subsidy/reports/export', who: { permission: P.reports }, what: 'The same as .xlsx' },
  { method: 'GET', path: '/manage/subsidy/audit', who: { permission: P.view }, what: 'Audit entries in my scope (?claim_id, entity, page)' },
  { method: 'GET', path: '/user/subsidies', who: 'learner', what: 'My subsidies: status and amount' },
];
