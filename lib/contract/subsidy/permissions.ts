// The subsidy chain's permission names (module `subsidies`) and the demo roles that hold them. Data
// scope follows the manager: an organisation's managers see their own claims, a city's managers their
// city, province managers everything. Each is a name of the one permission union (../permissions).
import type { Permission } from '../permissions';

export const SUBSIDY_PERMISSIONS = {
  view: 'subsidies.view', // claims queue, claim page, audit, signals (own scope)
  standards: 'subsidies.standards', // create and edit standards
  categories: 'subsidies.categories', // verify learner category declarations
  sessions: 'subsidies.sessions', // schedule sessions, show the check-in code, correct attendance
  claims: 'subsidies.claims', // create, fill and submit claims
  review: 'subsidies.review', // approve / reject / return, handle objections
  payment: 'subsidies.payment', // payment batches (province, or the city when SUBSIDY_PAYER=city)
  reports: 'subsidies.reports', // reports and their export
} as const satisfies Record<string, Permission>;
