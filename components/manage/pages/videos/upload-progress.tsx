/** A determinate progress bar for an upload in flight. */
export function UploadProgress({ share, label, doneLabel }: { share: number; label: string; doneLabel: string }) {
  const percent = Math.round(share * 100);
  return (
    <div className="mt-2">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded bg-slate-200">
        <div className="h-full bg-manage-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600" aria-live="polite">{percent === 100 ? doneLabel : `${percent}%`}</p>
    </div>
  );
}
