import { sql } from 'kysely';
import type { ScreenFeedItem } from '@/lib/contract/data-screen/figures';
import type { Db } from '@/lib/server/db';
import { maskName } from '@/lib/server/services/moxibustion';
import type { ScreenPlace } from './figures';

// The back-office screen's feed: the scope's latest certificates and enrolments, newest first, read
// newest-first by primary key. Names leave this module masked (张*三); nothing else personal is read.

const FEED = 20;

function certificates(db: Db, place: ScreenPlace) {
  let q = db
    .selectFrom('certificates as t')
    .leftJoin('classes as c', 'c.id', 't.class_id')
    .leftJoin('organizations as g', 'g.id', 't.organization_id')
    .leftJoin('occupations as o', 'o.id', 't.occupation_id')
    .leftJoin('regions as r', (j) => j.on(sql`r.code`, '=', place.level === 'city' ? sql`coalesce(c.area_code, g.area_code)` : sql`coalesce(c.city_code, g.city_code)`))
    .select(['t.id', 't.created_at as at', 't.holder_name as name', 'o.name as occupation', 'r.name as area_name', 't.level'])
    .where('t.status', '=', 'valid');
  // A certificate without a class counts where its organisation is, as in the aggregates. Compared as
  // an expression so the planners walk the newest rows by key instead of every row of the city.
  if (place.level === 'city') q = q.where(sql`coalesce(c.city_code, g.city_code)`, '=', place.code);
  return q.orderBy('t.id', 'desc').limit(FEED).execute();
}

function enrollments(db: Db, place: ScreenPlace) {
  let q = db
    .selectFrom('enrollments as t')
    .innerJoin('classes as c', 'c.id', 't.class_id')
    .leftJoin('occupations as o', 'o.id', 'c.occupation_id')
    .leftJoin('regions as r', 'r.code', place.level === 'city' ? 'c.area_code' : 'c.city_code')
    .select(['t.id', 't.created_at as at', 't.real_name as name', 'o.name as occupation', 'r.name as area_name']);
  if (place.level === 'city') q = q.where(sql`coalesce(c.city_code, '')`, '=', place.code);
  return q.orderBy('t.id', 'desc').limit(FEED).execute();
}

export async function screenFeed(db: Db, place: ScreenPlace): Promise<ScreenFeedItem[]> {
  const [certs, enrolled] = await Promise.all([certificates(db, place), enrollments(db, place)]);
  const items: ScreenFeedItem[] = [
    ...certs.map((r) => ({ kind: 'certificate' as const, at: r.at, name_masked: maskName(r.name), occupation: r.occupation, area_name: r.area_name, level: r.level })),
    ...enrolled.map((r) => ({ kind: 'enrollment' as const, at: r.at, name_masked: maskName(r.name), occupation: r.occupation, area_name: r.area_name, level: null })),
  ];
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, FEED);
}
