import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ServerEventData } from '../../../../contract/socket-events';
import { asApiError } from '../../../api';
import { emit, onServer } from '../net/battle-socket';
import { battlePaths, type BattleArea } from '../paths';

/**
 * A rematch of a finished room: one player asks and lands in the new room's lobby; the others hear of
 * the offer and may follow.
 */
export function useRematch(area: BattleArea, roomId: string) {
  const navigate = useNavigate();
  const [offer, setOffer] = useState<ServerEventData<'battle:rematch'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(
    () =>
      onServer('battle:rematch', (d) => {
        if (d.room_id === roomId) setOffer(d);
      }),
    [roomId],
  );

  const rematch = async () => {
    setBusy(true);
    setError('');
    try {
      const room = await emit('room:rematch', { room_id: roomId });
      void navigate(battlePaths.lobby(area, room.room_id));
    } catch (e) {
      setError(asApiError(e).message);
      setBusy(false);
    }
  };

  return { offer, busy, error, rematch };
}
