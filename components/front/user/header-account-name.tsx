'use client';

import Link from 'next/link';
import { useLearner } from './use-learner';

/** The signed-in learner's name; loaded only for signed-in visitors, so guests never download the data layer. */
export default function HeaderAccountName({ fallback, className }: { fallback: string; className: string }) {
  const { data: user } = useLearner();
  return (
    <Link href="/user/info" className={className}>
      {user?.name || user?.phone || fallback}
    </Link>
  );
}
