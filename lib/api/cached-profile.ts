// SPEC.md §3–§4: local storage holds a cached user profile, and only a verified learner's ("success
// allows using the cached profile"). It holds profile fields picked one by one, so no token (the
// proxy keeps those in httpOnly cookies) and no ID number can reach it; sign-out clears it.

export const PROFILE_STORAGE_KEY = 'userInfo';

export type CachedProfile = {
  id: number;
  uuid: string;
  phone: string;
  name: string | null;
  avatar: string | null;
  verify_status: 'success';
  'user-verified-datum'?: { data: { real_name?: string; audit_status?: string } | null };
  'entered-classes-count'?: number;
  'classes-count'?: number;
};

type ProfileSource = Omit<CachedProfile, 'verify_status' | 'user-verified-datum'> & {
  verify_status: string;
  'user-verified-datum'?: { data: { real_name?: string; audit_status?: string } | null };
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // private mode: nothing is cached
  }
}

/** Keeps a verified learner's profile, or drops whatever was kept when the learner is not (or no longer) verified. */
export function saveCachedProfile(user: ProfileSource): void {
  const store = storage();
  if (!store) return;
  if (user.verify_status !== 'success') {
    store.removeItem(PROFILE_STORAGE_KEY);
    return;
  }
  const datum = user['user-verified-datum']?.data;
  const profile: CachedProfile = {
    id: user.id,
    uuid: user.uuid,
    phone: user.phone,
    name: user.name,
    avatar: user.avatar,
    verify_status: 'success',
    'user-verified-datum': { data: datum ? { real_name: datum.real_name, audit_status: datum.audit_status } : null },
    'entered-classes-count': user['entered-classes-count'],
    'classes-count': user['classes-count'],
  };
  try {
    store.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  } catch {
    // storage full: the profile is simply asked for again
  }
}

/** The kept profile, only while it is a verified one. */
export function readCachedProfile(): CachedProfile | undefined {
  const raw = storage()?.getItem(PROFILE_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const profile = JSON.parse(raw) as CachedProfile;
    return profile && profile.verify_status === 'success' && typeof profile.id === 'number' ? profile : undefined;
  } catch {
    return undefined;
  }
}

export function clearCachedProfile(): void {
  storage()?.removeItem(PROFILE_STORAGE_KEY);
}
