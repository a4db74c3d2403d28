'use client';

import { ErrorPanel, type ErrorBoundaryProps } from '@/components/app/error-panel';

// Inside the front layout's <main>, so a failing page keeps the header and footer around the retry.
export default function FrontErrorPage(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} />;
}
