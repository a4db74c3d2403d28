'use client';

import Link from 'next/link';
import { Avatar } from './avatar';
import { useLearner } from './use-learner';
import { verifiedName } from './verify-status';

/** The signed-in learner's avatar and name; loaded only for signed-in visitors, so guests never download the data layer. */
export default function HeaderAccountName({ fallback, className }: { fallback: string; className: string }) {
  const { data: user } = useLearner();
  const name = user?.name || verifiedName(user) || user?.phone || fallback;
  return (
    <Link href="/user/info" className={`${className} inline-flex items-center gap-2`}>
      {user && <Avatar src={user.avatar} name={name} decorative />}
      <span>{name}</span>
    </Link>
  );
}
