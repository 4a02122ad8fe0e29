import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BattleRoom } from '../../../../contract/battle-models';
import { errorMessage } from '../../../api';
import { notify } from '../../../lib/toast';
import type { useBattleRoom } from '../net/use-battle-room';
import { battlePaths, type BattleArea } from '../paths';
import { setupPath } from './room-rules';
import type { SetupNotice } from './RoomSetupPage';

/**
 * The lobby's moves: the owner's start and delete, a guest's leave, and following the room where the
 * server takes it (into play, to its result, or back to setup with the reason, once it is closed).
 */
export function useLobbyActions(
  area: BattleArea,
  roomId: string,
  lobby: ReturnType<typeof useBattleRoom>,
  isOwner: boolean,
  closeDeleteDialog: () => void,
) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'' | 'start' | 'leave' | 'delete'>('');
  const [startError, setStartError] = useState('');
  const backToSetup = (notice?: string) =>
    void navigate(setupPath(area), {
      replace: true,
      state: notice ? ({ notice } satisfies SetupNotice) : null,
    });

  const follow = useEffectEvent((state: BattleRoom['state'] | undefined, closed: string | null) => {
    if (closed) backToSetup(isOwner ? 'rooms_you_deleted' : `code_${closed}`);
    else if (state === 'started' || state === 'reveal')
      void navigate(battlePaths.play(area, roomId), { replace: true });
    else if (state === 'finished') void navigate(battlePaths.result(area, roomId), { replace: true });
    else if (state === 'deleted') backToSetup('code_247');
  });
  const state = lobby.room?.state;
  const { closedCode } = lobby;
  useEffect(() => follow(state, closedCode), [state, closedCode]);

  async function start() {
    setBusy('start');
    setStartError('');
    try {
      await lobby.start();
    } catch (e) {
      setStartError(errorMessage(e));
    } finally {
      setBusy('');
    }
  }

  async function leave() {
    setBusy('leave');
    try {
      await lobby.leave();
      backToSetup('rooms_you_left');
    } catch (e) {
      notify.error(errorMessage(e));
      setBusy('');
    }
  }

  async function remove() {
    setBusy('delete');
    try {
      await lobby.remove();
      closeDeleteDialog();
      backToSetup('rooms_you_deleted');
    } catch (e) {
      closeDeleteDialog();
      notify.error(errorMessage(e));
      setBusy('');
    }
  }

  return { busy, startError, start, leave, remove };
}
