import { cn } from '@/components/ui/cn';

// Typography for stored rich text (news articles, content pages), without a typography plugin.
const prose = [
  'break-words text-[15px] leading-7 text-slate-800 md:text-base md:leading-8',
  '[&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-primary-700 [&_a]:underline [&_strong]:font-semibold [&_blockquote]:my-4 [&_blockquote]:border-l-4',
  '[&_blockquote]:border-primary-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full',
  '[&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_hr]:my-6 [&_hr]:border-slate-200',
].join(' ');

/**
 * Renders rich text that has ALREADY been through the server-side allow-list sanitiser
 * (sanitizeRichText in lib/html/sanitize.ts). Never pass API HTML here directly.
 *
 * TODO(lead): confirm the sanitiser decision. The brief for this page said no sanitiser package was
 * installed; the repository does pin sanitize-html 2.17.5 with the allow-list in lib/html/sanitize.ts,
 * and the pages call that. If the decision is instead to sanitise once on write in the API, drop
 * the page-side calls and keep this component as the single place HTML is injected.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
