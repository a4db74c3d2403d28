import { fromZoneInput } from '@/lib/format/date';
import type { ManagedNews, NewsInput } from './content-api';

// The edit form's state and its conversions to and from the API.

export type NewsForm = { title: string; category_id: string; summary: string; content: string; cover: string; author: string; source: string; is_top: boolean };

export const EMPTY_NEWS: NewsForm = { title: '', category_id: '', summary: '', content: '', cover: '', author: '', source: '', is_top: false };

export function formOf(news: ManagedNews): NewsForm {
  return {
    title: news.title, category_id: String(news.category_id), summary: news.summary ?? '', content: news.content ?? '', cover: news.cover ?? '',
    author: news.author ?? '', source: news.source ?? '', is_top: news.is_top,
  };
}

export function inputOf(form: NewsForm): NewsInput {
  return {
    title: form.title.trim(), category_id: Number(form.category_id) || 0, summary: form.summary.trim(), content: form.content, cover: form.cover.trim(),
    author: form.author.trim(), source: form.source.trim(), is_top: form.is_top,
  };
}

/** A datetime-local value, read in the platform's time zone as the exam times are, as an ISO instant; null when empty or unreadable. */
export function instantOf(local: string): string | null {
  return fromZoneInput(local) || null;
}
