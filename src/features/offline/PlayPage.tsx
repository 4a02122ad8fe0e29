import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api';
import { offlineGame, type OfflineMode } from '../../lib/packs/local-play';
import { offlineSession } from '../../lib/packs/offline-backend';
import { getPack, packKey, touchPack } from '../../lib/packs/pack-store';
import { sessionAtom, useSession } from '../../lib/session';
import { useSystemConfig } from '../../lib/settings';
import { store } from '../../lib/store';
import { PlayScreen } from '../../play/PlayScreen';
import { offlinePaths, readChoice } from './paths';
import { codes } from '../../../contract/codes';
import { modeById, modeTable } from '../../../contract/modes';

const num = (value: unknown, fallback: number) => Number(value) || fallback;

/** The registry's mode of a pack game; self challenge and true/false play quiz-zone questions. */
const modeOfGame = (game: OfflineMode) =>
  modeTable.find((m) => m.pack === game) ?? modeById(game === 'true_false' ? 'true_false' : 'self_challenge');

/** A practice game from a pack on this device: the same play screen, judged here, synced later. */
export default function PlayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const choice = readChoice(params);
  const config = useSystemConfig();
  const userId = useSession().data?.id ?? 0;
  const pass = num(config.quiz_winning_percentage, 30);
  const seconds = num(config[modeOfGame(choice.mode)?.secondsKey ?? 'quiz_zone_duration'], 30);
  const [session] = useState(() =>
    offlineSession(() => {
      const data = store.get(sessionAtom).data;
      return { coins: data?.coins ?? 0, score: Number(data?.all_time_score ?? 0) };
    }, pass),
  );

  return (
    <PlayScreen
      load={async () => {
        const key = packKey(userId, choice.pack);
        const pack = await getPack(key);
        if (!pack) throw new ApiError(codes.notInPack, t('offline_pack_missing'));
        await touchPack(key);
        const game = offlineGame(pack, { ...choice, seconds });
        if (game.attempt.questions.length === 0) throw new ApiError(codes.notFound, t('offline_pack_empty'));
        return session.start(game);
      }}
      loadKey={`offline:${params.toString()}`}
      paths={offlinePaths(choice)}
      title={t('offline_practice')}
      bookmarkType={modeOfGame(choice.mode)?.bookmarkType ?? undefined}
      backend={session.backend}
    />
  );
}
