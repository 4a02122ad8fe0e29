import type { ShareFigures, ShareKind } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../http/api-error';
import { battleShareFacts } from '../battle';
import { placeName } from '../catalogue';
import { contestShareFacts } from '../contest';
import { attemptShareFacts } from '../play';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONTEST_ID = /^[1-9]\d{0,9}$/;

/** Each kind's facts from the domain that owns the game (through its index), or null / 'open'. */
async function factsOf(db: DbOrTx, kind: ShareKind, ref: string, userId: number) {
  switch (kind) {
    case 'quiz': {
      const f = UUID.test(ref) ? await attemptShareFacts(db, ref, userId) : null;
      if (!f || f === 'open') return f;
      return {
        mode: f.mode,
        title: await placeName(db, f.categoryId, f.subcategoryId),
        level: f.level,
        day: f.day,
        correct: f.correct,
        total: f.total,
        percent: f.percent,
        score: f.score,
        outcome: f.passed ? 'passed' : 'failed',
        rank: 0,
        players: 0,
        streak: f.streak,
      } as const;
    }
    case 'battle': {
      const f = UUID.test(ref) ? await battleShareFacts(db, ref, userId) : null;
      if (!f || f === 'open') return f;
      return {
        mode: f.mode,
        title: await placeName(db, f.categoryId),
        level: 0,
        day: '',
        correct: f.correct,
        total: f.total,
        percent: f.total > 0 ? Math.round((100 * f.correct) / f.total) : 0,
        score: f.score,
        outcome: f.outcome,
        rank: f.rank,
        players: f.players,
        streak: f.streak,
      } as const;
    }
    case 'contest': {
      const id = CONTEST_ID.test(ref) ? Number(ref) : 0;
      const f = id > 0 && id <= 2_147_483_647 ? await contestShareFacts(db, id, userId) : null;
      if (!f || f === 'open') return f;
      return {
        mode: 'contest_play',
        title: f.name,
        level: 0,
        day: '',
        correct: f.correct,
        total: f.total,
        percent: f.total > 0 ? Math.round((100 * f.correct) / f.total) : 0,
        score: f.score,
        outcome: '',
        rank: f.rank,
        players: f.players,
        streak: 0,
      } as const;
    }
  }
}

/**
 * The figures of the caller's own finished game. Someone else's game and one that does not exist answer
 * alike (397), so a share cannot be used to learn whether an id exists; an unfinished one answers 398.
 */
export async function gameFigures(
  db: DbOrTx,
  kind: ShareKind,
  id: string,
  user: { id: number; name: string },
): Promise<{ ref: string; figures: ShareFigures }> {
  // One spelling per game, so the unique index sees "ABC…" and "abc…" (or "07" and "7") as one.
  const ref = kind === 'contest' ? id.replace(/^0+(?=\d)/, '') : id.toLowerCase();
  const facts = await factsOf(db, kind, ref, user.id);
  if (facts === null) throw fail('shareNotOwn');
  if (facts === 'open') throw fail('shareNotFinished');
  return { ref, figures: { kind, ...facts, player: user.name.trim() } };
}
