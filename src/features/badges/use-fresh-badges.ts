import { useEffect, useMemo, useState } from 'react';
import type { Badge } from '../../../contract/badge-models';

const key = (userId: number) => `openquiz.badges.celebrated.${userId}`;

function celebrated(userId: number): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key(userId)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Unlocked badges this device has not celebrated yet (unlocks also come from battles, referrals and
 * contests, away from any result screen). Each is celebrated once, then remembered.
 */
export function useFreshBadges(userId: number | undefined, badges: Badge[] | undefined): Badge[] {
  // What was celebrated before this visit: read once, so claiming on the page does not re-celebrate.
  const [seen] = useState(() => (userId ? celebrated(userId) : []));
  const fresh = useMemo(
    () => (badges ?? []).filter((b) => b.status === 1 && !seen.includes(b.type)),
    [badges, seen],
  );
  useEffect(() => {
    if (!userId || !badges) return;
    const unlocked = badges.filter((b) => b.status >= 1).map((b) => b.type);
    localStorage.setItem(key(userId), JSON.stringify([...new Set([...seen, ...unlocked])]));
  }, [userId, badges, seen]);
  return fresh;
}
