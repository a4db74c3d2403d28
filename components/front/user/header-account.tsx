'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { COOKIES } from '@/lib/auth/cookies';
import { hasSessionMarker } from '@/lib/auth/session-marker';
import type { NavLink } from '../nav-items';

const AccountName = dynamic(() => import('./header-account-name'), { ssr: false });

type Props = { guestLinks: NavLink[]; labels: { account: string; myAccount: string }; linkClassName: string; className?: string };

/** The readable user_session marker decides whether GET /user is worth asking at all. */
export function HeaderAccount({ guestLinks, labels, linkClassName, className }: Props) {
  const pathname = usePathname();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasSessionMarker(COOKIES.userSession)), [pathname]);

  if (signedIn) {
    return (
      <nav aria-label={labels.account} className={className}>
        <AccountName fallback={labels.myAccount} className={linkClassName} />
      </nav>
    );
  }
  return (
    <nav aria-label={labels.account} className={className}>
      {guestLinks.map((link) => (
        <Link key={link.href} href={link.href} className={linkClassName}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
