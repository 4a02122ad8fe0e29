import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { userAtom } from '../../lib/session';
import { localDay, previousDay } from './daily-day';

/**
 * What this device last learnt about a player's daily quiz. The dashboard must not call
 * get_daily_quiz (it issues the day's attempt), so the streak and "played today" come from here.
 */
interface DailyRecord {
  day: string;
  /** Days in a row, counting `day` only when `played`. */
  streak: number;
  played: boolean;
}

const recordsAtom = atomWithStorage<Record<string, DailyRecord>>(
  'openquiz.daily-quiz',
  {},
  createJSONStorage<Record<string, DailyRecord>>(() => localStorage),
  { getOnInit: true },
);

export interface DailyStatus {
  playedToday: boolean;
  /** The streak as it stands now; undefined when this device has never seen one. */
  streak: number | undefined;
}

/** Today's status for the signed-in player, from the last record. */
export const dailyStatusAtom = atom((get): DailyStatus => {
  const user = get(userAtom);
  const r = user ? get(recordsAtom)[String(user.id)] : undefined;
  if (!r) return { playedToday: false, streak: undefined };
  const today = localDay();
  if (r.day === today) return { playedToday: r.played, streak: r.streak };
  // Played yesterday: the streak is alive until tonight. Anything older has been broken.
  if (r.day === previousDay(today) && r.played) return { playedToday: false, streak: r.streak };
  return { playedToday: false, streak: 0 };
});

/** Remember a day's record for the signed-in player (the attempt's streak, or the result's). */
export const recordDailyAtom = atom(null, (get, set, record: DailyRecord) => {
  const user = get(userAtom);
  if (!user) return;
  set(recordsAtom, { ...get(recordsAtom), [String(user.id)]: record });
});

/**
 * The server said today is already played (code 112), maybe on another device: today counts, on top
 * of the streak that was alive this morning when it is known.
 */
export const markPlayedTodayAtom = atom(null, (get, set) => {
  const status = get(dailyStatusAtom);
  if (status.playedToday) return;
  set(recordDailyAtom, { day: localDay(), streak: (status.streak ?? 0) + 1, played: true });
});
