import { publicRead } from '@/lib/api/cache/public-read';
import type { Banner } from '@/lib/contract/banner';
import type { CollectionResponse, ItemResponse, ListResponse } from '@/lib/contract/envelope';
import type { News, NewsCategory } from '@/lib/contract/news';
import type { Occupation } from '@/lib/contract/occupation';
import type { SiteStats } from '@/lib/contract/site-stats';
import type { TrainingClass } from '@/lib/contract/training-class';
import type { NewsGroup } from '@/components/front/home/news-section';

const NEWS_CATEGORIES_ON_HOME = 4;
const NEWS_PER_CATEGORY = 6;
// One row of cards on a desktop, a short scroll on a phone; 更多 leads to the full list.
const CLASSES_PER_SECTION = 4;

/** Resolves to null when a section's call fails, so one failing endpoint leaves the rest of the page intact. */
async function settle<T>(path: string, promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error(`home: ${path} failed`, error);
    return null;
  }
}

function list<T>(path: string, query?: Record<string, string | number>) {
  return settle(path, publicRead<ListResponse<T> | CollectionResponse<T>>(path, query).then((r) => r.data));
}

async function loadNewsGroups(): Promise<NewsGroup[] | null> {
  const categories = await list<NewsCategory>('/news-categories');
  if (!categories) return null;
  const shown = [...categories].sort((a, b) => a.sort - b.sort).slice(0, NEWS_CATEGORIES_ON_HOME);
  return Promise.all(
    shown.map(async (category) => ({
      category,
      items: await list<News>('/news', { category_id: category.id, per_page: NEWS_PER_CATEGORY }),
    })),
  );
}

/** Starts every home-page call at once; sections await only their own promise. */
/** Classes follow the city picked in the header (province-wide when none is). */
export function loadHome(cityCode?: string) {
  const classQuery = { per_page: CLASSES_PER_SECTION, include: 'occupation,city', ...(cityCode ? { city_code: cityCode } : {}) };
  return {
    stats: settle('/stats', publicRead<ItemResponse<SiteStats>>('/stats').then((r) => r.data)),
    banners: list<Banner>('/banners'),
    upcoming: list<TrainingClass>('/classes', { ...classQuery, status: 'enrolling', sort: 'start_date' }),
    hot: list<TrainingClass>('/classes', { ...classQuery, is_hot: 1 }),
    occupations: list<Occupation>('/occupations', { per_page: 100 }),
    news: loadNewsGroups(),
  };
}
