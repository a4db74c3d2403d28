import { findTalent, listTalents } from '@/lib/server/services/talents';
import { TalentSchema } from '@/lib/contract/talent';
import { publicDirectory } from './public-directory';

export const talentRoutes = publicDirectory({
  tag: 'talents',
  schema: TalentSchema,
  includes: { occupation: {} },
  summaries: {
    list: 'Public talents (names masked, keyword searches the job sought)',
    show: 'One public talent',
    page: 'A page of talents',
    one: 'The talent',
  },
  list: listTalents,
  find: findTalent,
  notFound: '人才信息不存在。',
});
