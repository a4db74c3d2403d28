import type { ReactNode } from 'react';
import type { CenterLinkKey } from './center-links';

// The personal centre's grid icons (no icon set in package.json): 24-unit strokes in
// currentColor, each on a tinted tile of its own colour, as government service apps draw them.

const paths: Record<CenterLinkKey, ReactNode> = {
  info: <><circle cx="12" cy="8" r="4" /><path d="M4 21c1-4.5 4-7 8-7s7 2.5 8 7" /></>,
  class: <><path d="M3 5.5C5.5 4 8.5 4 12 6c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5z" /><path d="M12 6v13.5" /></>,
  myClass: <><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20c.8-3.8 3.2-6 6.5-6s5.7 2.2 6.5 6" /><path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.5c2 .8 3.1 2.6 3.5 5.5" /></>,
  video: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M10 9v6l5-3z" /></>,
  enroll: <><rect x="5" y="4" width="14" height="17" rx="2" /><path d="M9 4V3h6v1M8.5 10h7M8.5 14h7M8.5 18h4" /></>,
  exam: <><path d="M6 3h9l4 4v14H6z" /><path d="M15 3v4h4M9 13l2 2 4-4" /></>,
  cert: <><circle cx="12" cy="9" r="6" /><path d="M9 14.2 7.5 21l4.5-2.5 4.5 2.5-1.5-6.8" /><path d="M10 9l1.5 1.5L14.5 7.5" /></>,
  subsidy: <><circle cx="12" cy="12" r="9" /><path d="M9 7.5l3 4 3-4M12 11.5V17M9 12.5h6M9 15h6" /></>,
  job: <><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M9 7V5h6v2M3 12.5h18" /></>,
  employmentcenter: <><path d="M4 21V8l8-5 8 5v13" /><path d="M9 21v-6h6v6M2 21h20" /></>,
  verify: <><path d="M12 3 5 6v5.5c0 4.5 3 8 7 9.5 4-1.5 7-5 7-9.5V6z" /><path d="M9 12l2 2 4-4" /></>,
  editPass: <><rect x="5" y="10.5" width="14" height="10" rx="2" /><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" /></>,
  privacy: <><path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" /><circle cx="12" cy="12" r="3" /></>,
};

/** Each tile's colours (literal classes, so Tailwind keeps them). */
const tones: Record<CenterLinkKey, string> = {
  info: 'bg-blue-50 text-blue-600', class: 'bg-orange-50 text-orange-600', myClass: 'bg-teal-50 text-teal-600',
  video: 'bg-red-50 text-red-600', enroll: 'bg-indigo-50 text-indigo-600', exam: 'bg-amber-50 text-amber-600',
  cert: 'bg-yellow-50 text-yellow-700', subsidy: 'bg-rose-50 text-rose-600', job: 'bg-sky-50 text-sky-600',
  employmentcenter: 'bg-emerald-50 text-emerald-600', verify: 'bg-green-50 text-green-600', editPass: 'bg-slate-100 text-slate-600',
  privacy: 'bg-violet-50 text-violet-600',
};

export function CenterIcon({ name }: { name: CenterLinkKey }) {
  return (
    <span className={`flex h-11 w-11 items-center justify-center rounded-xl ${tones[name]}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" data-testid="center-icon" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        {paths[name]}
      </svg>
    </span>
  );
}
