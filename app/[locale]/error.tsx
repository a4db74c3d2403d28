'use client';

import { ErrorPanel, type ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function ErrorPage(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} landmark />;
}
