import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertRows } from './batch';
import type { SeedContext } from './context';
import { addDays, isoTime } from './dates';
import type { SeededClass } from './enrollments';
import type { SeededOccupation } from './occupations';

const CHAPTERS: readonly (readonly [string, readonly string[]])[] = [
  ['第一章 职业道德与安全规范', ['职业守则与职业素养', '安全生产与劳动保护']],
  ['第二章 基础知识', ['专业基础理论', '常用工具与设备认知', '相关法律法规']],
  ['第三章 操作技能', ['基本操作要领', '典型工作任务实操', '常见问题处理']],
  ['第四章 考核指导', ['理论知识考试要点', '操作技能考核评分标准']],
];

export async function seedVideos(db: Db, ctx: SeedContext, popular: SeededOccupation[], classes: SeededClass[]): Promise<number> {
  const { rng, stamp, now } = ctx;
  const ongoing = rng.sample(classes.filter((c) => c.draft.status === 'ongoing'), 4);
  const videos = [
    ...ongoing.map((c) => ({ occupation: c.draft.occupation, cls: c as SeededClass | null })),
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
  const lessons = videos.flatMap((v, i) => {
    let sort = 0;
    return CHAPTERS.flatMap(([chapter, topics]) =>
      topics.map((topic) => ({
        video_id: videoIds[i], chapter, title: `${v.occupation.name}：${topic}`, file_id: null,
        duration_seconds: rng.int(8, 30) * 60 + rng.int(0, 59), required_ratio: 90, sort: ++sort, created_at: stamp, updated_at: stamp,
      })),
    );
  });
  const lessonIds = await insertReturningIds(db, 'lessons', lessons);
  const progress = videos.flatMap((v, i) => {
    if (!v.cls) return [];
    const own = lessons.map((l, j) => ({ l, id: lessonIds[j] })).filter((x) => x.l.video_id === videoIds[i]);
    const studying = v.cls.plans.filter((p) => p.status === 'studying');
    return studying.flatMap((p) => {
      const done = rng.int(0, own.length);
      return own.slice(0, Math.min(own.length, done + 1)).map(({ l, id }, k) => {
        const completed = k < done;
        const watched = completed ? Math.round(l.duration_seconds * (0.92 + rng.next() * 0.08)) : rng.int(0, Math.round(l.duration_seconds * 0.8));
        const at = isoTime(addDays(now, -rng.int(0, 10)));
        return {
          user_id: p.learner.id, lesson_id: id, class_id: v.cls!.id, position_seconds: completed ? l.duration_seconds : watched,
          watched_seconds: watched, completed: completed ? 1 : 0, last_report_at: at, created_at: at, updated_at: at,
        };
      });
    });
  });
  await insertRows(db, 'lesson_progress', progress);
  return videoIds.length;
}
