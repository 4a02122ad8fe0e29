import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { refreshCoins } from '../net/coins';
import { useSetFinishedBattle } from '../state';
import type { useBattleRoom } from '../net/use-battle-room';
import { battlePaths, type BattleArea } from '../paths';

/** After 'everyone left' the result normally follows at once; without it, this long, say so. */
const CLOSED_WAIT_MS = 3000;

/**
 * Takes the player where the room goes: back to its lobby while it still gathers players, on to the
 * result when it ends (not after the player chose to leave). Returns whether the fee was paid and whether
 * a closed room has waited too long for its result.
 */
export function useFollowRoom(
  area: BattleArea,
  roomId: string,
  battle: ReturnType<typeof useBattleRoom>,
  leaving: RefObject<boolean>,
) {
  const navigate = useNavigate();
  const setFinished = useSetFinishedBattle();
  const { room, mySeat, result, closedCode } = battle;
  const [closedLong, setClosedLong] = useState(false);
  const state = room?.state;

  useEffect(() => {
    if (state === 'waiting') void navigate(battlePaths.lobby(area, roomId), { replace: true });
  }, [state, area, roomId, navigate]);

  // The entry fee was taken when the game started: the header shows it.
  const paid = (room?.entry_fee ?? 0) > 0 && room?.kind !== 'bot';
  useEffect(() => {
    if (paid) refreshCoins();
  }, [paid]);

  // The result screen reads the end from the atom. A room found already over goes there too.
  useEffect(() => {
    if (leaving.current || !room) return;
    if (result) {
      setFinished({
        roomId,
        result,
        players: room.players,
        mySeat,
        category: room.category_id,
        leftCode: closedCode,
      });
      void navigate(battlePaths.result(area, roomId), { replace: true });
    } else if (room.state === 'finished') void navigate(battlePaths.result(area, roomId), { replace: true });
  }, [result, room, mySeat, closedCode, roomId, area, navigate, setFinished, leaving]);

  useEffect(() => {
    if (!closedCode || result) return;
    const timer = window.setTimeout(() => setClosedLong(true), CLOSED_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [closedCode, result]);

  return { paid, closedLong };
}
