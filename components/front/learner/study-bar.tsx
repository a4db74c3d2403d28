import type { StudySummary } from '@/lib/contract/study';

/** Lessons completed out of the class's lessons, as a bar with its label. */
export function StudyBar({ study, label }: { study: StudySummary; label: string }) {
  const percent = study.lessons_total ? Math.round((study.lessons_completed / study.lessons_total) * 100) : 0;
  return (
    <div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full rounded-full bg-primary-600 ${WIDTHS[Math.round(percent / 10)]}`} />
      </div>
    </div>
  );
}

// Tailwind needs whole class names: one per 10 %.
const WIDTHS = ['w-0', 'w-[10%]', 'w-[20%]', 'w-[30%]', 'w-[40%]', 'w-1/2', 'w-[60%]', 'w-[70%]', 'w-[80%]', 'w-[90%]', 'w-full'];
