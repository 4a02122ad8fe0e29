import { useEffect, useRef, useState } from 'react';
import { onServer } from '../net/battle-socket';

export interface Notice {
  id: number;
  kind: 'left' | 'back';
  seat: number;
}

const SHOW_MS = 4000;
let noticeId = 0;

/**
 * Short-lived notices of players leaving (dropped or forfeited: 'Opponent has left the game', 254) and
 * coming back. A drop followed by its forfeit is one notice, not two.
 */
export function useNotices(roomId: string) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const away = useRef(new Set<number>());

  useEffect(() => {
    const timers = new Set<number>();
    const push = (kind: Notice['kind'], seat: number) => {
      const notice = { id: ++noticeId, kind, seat };
      // Back again: the notice that they left has had its day.
      setNotices((list) => [...list.filter((n) => n.seat !== seat), notice]);
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setNotices((list) => list.filter((n) => n.id !== notice.id));
      }, SHOW_MS);
      timers.add(timer);
    };
    const offs = [
      onServer('battle:player_left', (d) => {
        if (d.room_id !== roomId || away.current.has(d.seat)) return;
        away.current.add(d.seat);
        push('left', d.seat);
      }),
      onServer('battle:player_back', (d) => {
        if (d.room_id !== roomId || !away.current.delete(d.seat)) return;
        push('back', d.seat);
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [roomId]);

  return notices;
}
