'use client';

import { ErrorPanel, type ErrorBoundaryProps } from '@/components/app/error-panel';

export default function ErrorPage(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} landmark />;
}
