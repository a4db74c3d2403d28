'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { logout, USER_KEY } from '@/lib/api/session';

export function LogoutButton({ label, className }: { label: string; className?: string }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    await logout('user');
    await mutate(USER_KEY, undefined, { revalidate: false });
    router.replace('/user/login');
    router.refresh();
  }

  return (
    <Button variant="outline" onClick={onClick} disabled={pending} className={className}>
      {label}
    </Button>
  );
}
