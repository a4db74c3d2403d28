'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

// SPEC.md §9: error toasts stay for 2000 ms.
export const TOAST_DURATION_MS = 2000;

type ToastKind = 'error' | 'success' | 'info';
type ToastState = { id: number; kind: ToastKind; message: string };
type ShowToast = (message: string | null | undefined, kind?: ToastKind) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

const kindClasses: Record<ToastKind, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-slate-200 bg-white text-slate-800',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Toast');
  const [toast, setToast] = useState<ToastState | null>(null);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>(
    (message, kind = 'error') => setToast({ id: ++nextId.current, kind, message: message || t('fallbackError') }),
    [t],
  );

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="assertive" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
        {toast && (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-lg ${kindClasses[toast.kind]}`}
          >
            <p className="flex-1">{toast.message}</p>
            <button type="button" onClick={() => setToast(null)} aria-label={t('close')} className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100">
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
