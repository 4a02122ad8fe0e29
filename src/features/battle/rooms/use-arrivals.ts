import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleRoom } from '../../../../contract/battle-models';
import { playSound } from '../../../lib/sound';

/** Who came and went between two room states, for the polite live region (an arrival is also heard). */
export function useArrivals(room: BattleRoom | null) {
  const { t } = useTranslation();
  const seen = useRef<Map<number, string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!room) return;
    const now = new Map(room.players.map((p) => [p.user_id, p.name || t('rooms_player')]));
    const before = seen.current;
    seen.current = now;
    // The first snapshot is the room as found, not news.
    if (!before) return;
    const joined = [...now].filter(([id]) => !before.has(id));
    const lines = [
      ...joined.map(([, name]) => t('rooms_player_joined', { name })),
      ...[...before].filter(([id]) => !now.has(id)).map(([, name]) => t('rooms_player_left', { name })),
    ];
    if (joined.length) playSound('battle_matched');
    if (lines.length) setAnnouncement(lines.join(' '));
  }, [room, t]);
  return announcement;
}
