import { isOfflineMode, type OfflineMode } from '../../lib/packs/local-play';

export const offlineHome = '/offline/';
/** A fun & learn passage of a pack, to read before its quiz. */
export const offlinePassagePath = (pack: string, passage: number) =>
  `/offline/passage/?${new URLSearchParams({ pack, passage: String(passage) })}`;

export interface OfflineChoice {
  pack: string;
  mode: OfflineMode;
  level: number;
  /** Fun & learn: the passage whose quiz is played (0: none). */
  passage?: number;
  count: number;
  /** Self challenge: one clock for the whole set, in minutes (0: a clock per question). */
  minutes?: number;
}

export const offlinePlayPath = ({ pack, mode, level, passage, count, minutes }: OfflineChoice) =>
  `/offline/play/?${new URLSearchParams({
    pack,
    mode,
    level: String(level),
    ...(passage ? { passage: String(passage) } : {}),
    n: String(count),
    ...(minutes ? { minutes: String(minutes) } : {}),
  })}`;

export const offlinePaths = (choice: OfflineChoice) => ({
  play: offlinePlayPath(choice),
  result: '/offline/result/',
  review: '/offline/review/',
  exit: offlineHome,
});

export function readChoice(params: URLSearchParams): OfflineChoice {
  const mode = params.get('mode');
  return {
    pack: params.get('pack') ?? '',
    mode: isOfflineMode(mode) ? mode : 'self',
    level: Number(params.get('level')) || 0,
    passage: Number(params.get('passage')) || 0,
    count: Math.min(50, Math.max(1, Number(params.get('n')) || 10)),
    minutes: Math.min(60, Math.max(0, Number(params.get('minutes')) || 0)),
  };
}
