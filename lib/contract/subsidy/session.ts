import { z } from 'zod';
import { dateParam } from '../fields';

// A class session (培训课次) of an offline or mixed class: when and where the learners check in.

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '必须是 HH:mm 格式的时间。').meta({ example: '09:00' });

export const ClassSessionSchema = z
  .object({
    id: z.number().int(),
    class_id: z.number().int(),
    class_title: z.string().nullable(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    starts_at: z.string().meta({ description: 'ISO instant (China time, +08:00, turned into UTC)' }),
    ends_at: z.string(),
    hours: z.number().meta({ description: 'Scheduled hours, end minus start' }),
    place: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    radius_m: z.number().int(),
    checked_in: z.number().int().meta({ description: 'Learners checked in' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ClassSession' });
export type ClassSession = z.infer<typeof ClassSessionSchema>;

export const ClassSessionBody = z
  .object({
    date: dateParam,
    start_time: time,
    end_time: time,
    place: z.string().trim().min(1, '请填写上课地点。').max(200),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    radius_m: z.number().int().min(20, '签到范围至少 20 米。').max(5000, '签到范围最多 5000 米。').default(300),
  })
  .superRefine((b, ctx) => {
    if (b.end_time <= b.start_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: '结束时间必须晚于开始时间。' });
    if ((b.latitude == null) !== (b.longitude == null)) ctx.addIssue({ code: 'custom', path: ['longitude'], message: '经度和纬度须同时填写。' });
  })
  .meta({ id: 'ClassSessionBody' });
export type ClassSessionInput = z.infer<typeof ClassSessionBody>;
