import { useCallback, useEffect, useReducer, useState } from 'react';
import type { BattleQuickMessage } from '../../../../contract/battle-models';
import { asApiError, type ApiError, type OfflineError } from '../../../api';
import { battleSocket, emit, onServer } from './battle-socket';
import { initialRoomState, roomReducer } from './room-state';

/**
 * A battle room as this player sees it. On mount and after every reconnect it asks for the full snapshot
 * (room:rejoin), so a reload or a dropped connection lands back in the same state; between snapshots the
 * server's events keep it current. The actions are the player's only moves: the server decides the rest.
 */
export function useBattleRoom(roomId: string) {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const [error, setError] = useState<ApiError | OfflineError | null>(null);
  const [connected, setConnected] = useState(() => battleSocket().connected);

  useEffect(() => {
    const socket = battleSocket();
    // A snapshot answered after the page moved on (or to another room) is not this page's news.
    let live = true;
    const mine =
      <T extends { room_id: string }>(fn: (data: T) => void) =>
      (data: T) => {
        if (data.room_id === roomId) fn(data);
      };
    const rejoin = () => {
      setConnected(true);
      emit('room:rejoin', { room_id: roomId }).then(
        (snapshot) => {
          if (!live) return;
          setError(null);
          dispatch({ type: 'snapshot', snapshot });
        },
        (e: unknown) => {
          if (live) setError(asApiError(e));
        },
      );
    };
    const lost = () => setConnected(false);
    socket.on('connect', rejoin);
    socket.on('disconnect', lost);
    if (socket.connected) rejoin();
    const offs = [
      onServer(
        'room:state',
        mine((room) => dispatch({ type: 'room', room })),
      ),
      onServer(
        'battle:started',
        mine((room) => dispatch({ type: 'room', room })),
      ),
      onServer(
        'battle:question',
        mine((data) => dispatch({ type: 'question', data })),
      ),
      onServer(
        'battle:progress',
        mine((data) => dispatch({ type: 'progress', data })),
      ),
      onServer(
        'battle:reveal',
        mine((data) => dispatch({ type: 'reveal', data })),
      ),
      onServer(
        'battle:player_left',
        mine((d) => dispatch({ type: 'presence', seat: d.seat, connected: false, forfeited: d.forfeited })),
      ),
      onServer(
        'battle:player_back',
        mine((d) => dispatch({ type: 'presence', seat: d.seat, connected: true })),
      ),
      onServer(
        'battle:finished',
        mine((result) => dispatch({ type: 'finished', result })),
      ),
      onServer(
        'room:deleted',
        mine((d) => dispatch({ type: 'closed', code: d.code })),
      ),
      onServer(
        'battle:everyone_left',
        mine((d) => dispatch({ type: 'closed', code: d.code })),
      ),
      onServer(
        'battle:message',
        mine((d) => dispatch({ type: 'chat', seat: d.seat, message: d.message })),
      ),
    ];
    return () => {
      live = false;
      socket.off('connect', rejoin);
      socket.off('disconnect', lost);
      offs.forEach((off) => off());
    };
  }, [roomId]);

  const answer = useCallback(
    async (questionIndex: number, key: string) => {
      const verdict = await emit('battle:answer', {
        room_id: roomId,
        question_index: questionIndex,
        answer: key,
      });
      dispatch({ type: 'verdict', verdict });
      return verdict;
    },
    [roomId],
  );
  const start = useCallback(() => emit('room:start', { room_id: roomId }), [roomId]);
  const leave = useCallback(() => emit('room:leave', { room_id: roomId }), [roomId]);
  const remove = useCallback(() => emit('room:delete', { room_id: roomId }), [roomId]);
  const say = useCallback(
    (message: BattleQuickMessage) => emit('battle:message', { room_id: roomId, message }),
    [roomId],
  );

  return { ...state, error, connected, answer, start, leave, remove, say };
}
