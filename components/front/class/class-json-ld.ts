import type { TrainingClass } from '@/lib/contract/training-class';

/** schema.org Course with one CourseInstance for the class's dates and place. */
export function courseJsonLd(item: TrainingClass, url: string): Record<string, unknown> {
  const organizer = item.organization?.data?.name;
  const place = [item.city?.data?.name, item.area?.data?.name, item.address].filter(Boolean).join('');
  return {
    '@type': 'Course',
    name: item.title,
    description: item.description ?? item.title,
    url,
    ...(organizer && { provider: { '@type': 'Organization', name: organizer } }),
    educationalCredentialAwarded: item.occupation?.data?.name,
    offers: { '@type': 'Offer', price: (item.fee_cents / 100).toFixed(2), priceCurrency: 'CNY', category: item.fee_cents > 0 ? 'Paid' : 'Free' },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      startDate: item.start_date,
      endDate: item.end_date,
      ...(place && { location: { '@type': 'Place', name: place, address: place } }),
      ...(item.schedule && { courseSchedule: { '@type': 'Schedule', description: item.schedule } }),
    },
  };
}
