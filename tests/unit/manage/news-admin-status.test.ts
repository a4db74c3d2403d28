import { effectiveStatus } from '@/lib/server/services/news-admin';
import { instantOf } from '@/components/manage/pages/content/news-form';

// What a stored news row is at a given moment, and the edit form's publication time.

const NOW = '2026-11-25T08:00:00.000Z';

test('drafts are drafts whatever their time; live rows are scheduled until their time, then published', () => {
  expect(effectiveStatus('draft', null, NOW)).toBe('draft');
  expect(effectiveStatus('draft', '2026-01-01T00:00:00.000Z', NOW)).toBe('draft');
  expect(effectiveStatus('scheduled', '2026-11-25T08:00:00.001Z', NOW)).toBe('scheduled');
  expect(effectiveStatus('scheduled', NOW, NOW)).toBe('published');
  expect(effectiveStatus('published', '2099-01-01T00:00:00.000Z', NOW)).toBe('scheduled');
  expect(effectiveStatus('published', '2025-01-01T00:00:00.000Z', NOW)).toBe('published');
  expect(effectiveStatus('published', null, NOW)).toBe('draft');
  expect(effectiveStatus('archived', '2025-01-01T00:00:00.000Z', NOW)).toBe('draft');
});

test('a datetime-local value is wall time in the platform zone (UTC+8) whatever the browser\'s; empty or unreadable is null', () => {
  expect(instantOf('')).toBeNull();
  expect(instantOf('not a time')).toBeNull();
  expect(instantOf('2026-12-01T09:30')).toBe('2026-12-01T01:30:00.000Z');
  expect(instantOf('2026-12-01T03:00')).toBe('2026-11-30T19:00:00.000Z');
});
