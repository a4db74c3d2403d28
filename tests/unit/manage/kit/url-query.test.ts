import { readQuery, writeQuery } from '@/components/manage/kit/url-query';
import { enumLabelZh, operationModuleKey } from '@/lib/format/enum-labels';
import { formatDate, formatDateTime, fromZoneInput, toZoneInput } from '@/lib/format/date';
import { zoneOffsetMinutes } from '@/lib/format/time-zone';

describe('list filters in the address', () => {
  test('reads the keys a page knows over its defaults; page and size are positive integers', () => {
    const q = readQuery(new URLSearchParams('status=approved&page=3&per_page=50&junk=1'), { status: 'pending' }, ['status', 'keyword']);
    expect(q).toEqual({ page: 3, per_page: 50, status: 'approved' });
    expect(readQuery(new URLSearchParams('page=-2&per_page=abc'), {}, [])).toEqual({ page: 1, per_page: 15 });
    expect(readQuery(new URLSearchParams('status='), { status: 'pending' }, ['status'])).toEqual({ page: 1, per_page: 15, status: undefined });
  });

  test('writes only what differs from the defaults, so the plain path is the default view', () => {
    expect(writeQuery({ page: 1, per_page: 15, status: 'pending' }, { status: 'pending' })).toBe('');
    expect(writeQuery({ page: 2, per_page: 50, status: 'approved', keyword: '张三' }, { status: 'pending' })).toBe('page=2&per_page=50&status=approved&keyword=%E5%BC%A0%E4%B8%89');
    // "All statuses" is a choice too when the default is a status.
    expect(writeQuery({ page: 1, per_page: 15, status: undefined }, { status: 'pending' })).toBe('status=');
  });

  test('issue 30: keeps a phone or ID number searched for out of the address', () => {
    expect(writeQuery({ page: 1, per_page: 15, phone: '13912345678', status: 'active' }, {})).toBe('status=active');
    expect(writeQuery({ page: 1, per_page: 15, keyword: '41010519900101123X' }, {})).toBe('');
    expect(writeQuery({ page: 1, per_page: 15, keyword: '13912345678' }, {})).toBe('');
    expect(writeQuery({ page: 1, per_page: 15, keyword: '6-99-01-77' }, {})).toBe('keyword=6-99-01-77');
  });
});

describe('one dictionary, one time zone', () => {
  test('enum labels in Chinese for exports; unknown values as they are', () => {
    expect(enumLabelZh('enrollmentStatus', 'pending')).toBe('待审核');
    expect(enumLabelZh('classStatus', 'enrolling')).toBe('报名中');
    expect(enumLabelZh('enrollmentStatus', 'mystery')).toBe('mystery');
    expect(operationModuleKey('moxibustion/batches')).toBe('moxibustion');
  });

  test('times in Asia/Shanghai by default, another zone when configured', () => {
    expect(formatDateTime('2026-11-24T16:30:05Z')).toBe('2026-11-25 00:30:05');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate('2026-07-01T12:00:00Z', 'YYYY-MM-DD HH:mm', 'zh', 'Europe/Madrid')).toBe('2026-07-01 14:00');
    expect(formatDate('2026-01-01T12:00:00Z', 'YYYY-MM-DD HH:mm', 'zh', 'Europe/Madrid')).toBe('2026-01-01 13:00');
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240);
    // datetime-local inputs are wall time in the platform zone both ways.
    expect(fromZoneInput('2027-03-01T09:00')).toBe('2027-03-01T01:00:00.000Z');
    expect(toZoneInput('2027-03-01T01:00:00.000Z')).toBe('2027-03-01T09:00');
    expect(fromZoneInput('nonsense')).toBe('');
  });
});
