import { cache } from 'react';
import type { DictionaryItem } from '@/lib/contract/dictionary';
import { fetchCollection } from './fetch';

/** The enrolment form's choices: education levels and employment categories. */
export const loadEnrollChoices = cache(async () => {
  const [educations, categories] = await Promise.all([
    fetchCollection<DictionaryItem>('/dictionaries/education'),
    fetchCollection<DictionaryItem>('/dictionaries/employment_category'),
  ]);
  return { educations, categories };
});
