import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertRows } from './batch';
import type { SeedContext } from './context';
import { addDays, isoTime } from './dates';
import type { SeededClass } from './enrollments';
import { SEED_MEDIA, seedMediaFacts, seedStorageKey } from './media';
import type { SeededOccupation } from './occupations';

const CHAPTERS: readonly (readonly [string, readonly string[]])[] = [
  ['第一章 职业道德与安全规范', ['职业守则与职业素养', '安全生产与劳动保护']],
  ['第二章 基础知识', ['专业基础理论', '常用工具与设备认知', '相关法律法规']],
  ['第三章 操作技能', ['基本操作要领', '典型工作任务实操', '常见问题处理']],
  ['第四章 考核指导', ['理论知识考试要点', '操作技能考核评分标准']],
];
/** A class's companion course: one lesson per demo video. */
const CLASS_LESSONS: readonly (readonly [string, string])[] = [
  ['第一讲 职业道德与安全规范', '职业守则与安全生产'],
  ['第二讲 基础知识', '专业基础与工具认知'],
  ['第三讲 操作技能', '典型工作任务实操演示'],
];
const COURSE_CLASS_STATUSES = ['enrolling', 'closed', 'ongoing'];

type LessonDraft = { video_id: number; chapter: string; title: string; media: number };

export async function seedVideos(db: Db, ctx: SeedContext, popular: SeededOccupation[], classes: SeededClass[]): Promise<number> {
  const { rng, stamp, now } = ctx;
  const fileIds = await insertReturningIds(
    db,
    'files',
    SEED_MEDIA.map((m) => ({
      storage_key: seedStorageKey(m.name), original_name: `${m.topic}.mp4`, mime: 'video/mp4', ...seedMediaFacts(m.name),
      owner_type: 'lesson_video', owner_id: null, created_at: stamp,
    })),
  );
  const withCourse = classes.filter((c) => COURSE_CLASS_STATUSES.includes(c.draft.status));
  const videos = [
    ...withCourse.map((c) => ({ occupation: c.draft.occupation, cls: c as SeededClass | null })),
    ...popular.slice(0, 10).map((occupation) => ({ occupation, cls: null })),
  ];
  const videoIds = await insertReturningIds(
    db,
    'videos',
    videos.map((v) => ({
      title: v.cls ? `${v.cls.draft.title}配套课程` : `${v.occupation.name}职业技能培训公开课`,
      cover: null, description: `系统讲解${v.occupation.name}的职业道德、基础知识、操作技能和考核要点，适合参加职业技能等级认定的学员学习。`,
      occupation_id: v.occupation.id, class_id: v.cls?.id ?? null, status: 'published', created_at: stamp, updated_at: stamp,
    })),
  );
  const drafts: LessonDraft[] = videos.flatMap((v, i) => {
    if (v.cls) return CLASS_LESSONS.map(([chapter, topic], k) => ({ video_id: videoIds[i], chapter, title: `${v.occupation.name}：${topic}`, media: k }));
    let k = 0;
    return CHAPTERS.flatMap(([chapter, topics]) => topics.map((topic) => ({ video_id: videoIds[i], chapter, title: `${v.occupation.name}：${topic}`, media: k++ % SEED_MEDIA.length })));
  });
  const chapterKeys = [...new Set(drafts.map((d) => `${d.video_id}\t${d.chapter}`))];
  const chapterIds = await insertReturningIds(
    db,
    'chapters',
    chapterKeys.map((key, j) => {
      const [videoId, title] = key.split('\t');
      return { video_id: Number(videoId), title, sort: j + 1, created_at: stamp, updated_at: stamp };
    }),
  );
  const chapterOf = new Map(chapterKeys.map((key, j) => [key, chapterIds[j]]));
  const lessons = drafts.map((d, j) => ({
    video_id: d.video_id, chapter_id: chapterOf.get(`${d.video_id}\t${d.chapter}`) ?? null, chapter: d.chapter, title: d.title,
    file_id: fileIds[d.media], duration_seconds: SEED_MEDIA[d.media].seconds,
    required_ratio: 90, sort: j + 1, created_at: stamp, updated_at: stamp,
  }));
  const lessonIds = await insertReturningIds(db, 'lessons', lessons);
  const progress = videos.flatMap((v, i) => {
    if (!v.cls || v.cls.draft.status !== 'ongoing') return [];
    const own = lessons.map((l, j) => ({ l, id: lessonIds[j] })).filter((x) => x.l.video_id === videoIds[i]);
    const studying = v.cls.plans.filter((p) => p.status === 'studying');
    return studying.flatMap((p) => {
      // Fewer than all: the last lesson completed would have completed the enrolment.
      const done = rng.int(0, own.length - 1);
      return own.slice(0, Math.min(own.length, done + 1)).map(({ l, id }, k) => {
        const completed = k < done;
        const watched = completed ? Math.round(l.duration_seconds * (0.92 + rng.next() * 0.08)) : rng.int(0, Math.round(l.duration_seconds * 0.8));
        const at = isoTime(addDays(now, -rng.int(0, 10)));
        return {
          user_id: p.learner.id, lesson_id: id, class_id: v.cls!.id, position_seconds: completed ? l.duration_seconds : watched,
          watched_seconds: watched, watched_ms: watched * 1000, completed: completed ? 1 : 0, last_report_at: at, created_at: at, updated_at: at,
        };
      });
    });
  });
  await insertRows(db, 'lesson_progress', progress);
  return videoIds.length;
}
