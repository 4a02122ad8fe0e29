import { useEffect, useState } from 'react';
import type { Contest } from '../../../contract/contest-models';

const storageKey = (userId: number) => `openquiz.contest.prize.celebrated.${userId}`;

/** Contest ids whose prize this device has already celebrated for the player. */
function celebratedPrizes(userId: number): number[] {
  try {
    const ids = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

/**
 * Whether the board bursts for the player's prize (issue 19): once the contest is settled and paid them
 * coins, the first time this device shows it. The prize comes with settlement, after the game, so the
 * board (where the winner's notice leads) is where it is won, not the result screen after playing.
 */
export function usePrizeBurst(userId: number | undefined, contest: Contest | undefined): boolean {
  // Read once per visit: the burst stays for this visit even after the id is written below.
  const [seen] = useState(() => (userId ? celebratedPrizes(userId) : []));
  const burst = !!userId && !!contest?.settled && contest.my_prize > 0 && !seen.includes(contest.id);
  const id = contest?.id;
  useEffect(() => {
    if (!burst || !userId || id === undefined) return;
    // The last 50 are plenty: an old contest's board is rarely opened again.
    localStorage.setItem(storageKey(userId), JSON.stringify([...seen, id].slice(-50)));
  }, [burst, userId, id, seen]);
  return burst;
}
