import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { BattleRoom } from '../../../../contract/battle-models';
import { errorMessage, useApi } from '../../../api';
import { Button, ButtonLink } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import {
  IconBack,
  IconClock,
  IconCoin,
  IconPlay,
  IconQuestion,
  IconTrash,
  IconWifiOff,
} from '../../../components/icons';
import { EmptyState, Page, PageHeader } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { Skeleton } from '../../../components/Skeleton';
import { useContentLanguage } from '../../../lib/catalogue-target';
import { notify } from '../../../lib/toast';
import { useBattleRoom } from '../net/use-battle-room';
import { battlePaths, type BattleArea } from '../paths';
import { setupPath } from './room-rules';
import { RoomCodeCard } from './RoomCodeCard';
import type { SetupNotice } from './RoomSetupPage';
import { Seats } from './Seats';
import styles from './Lobby.module.css';

const titles = { one: 'rooms_lobby_friend', group: 'rooms_lobby_group' } as const;

/** Who came and went between two room states, for the polite live region. */
function useArrivals(room: BattleRoom | null) {
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
    const lines = [
      ...[...now].filter(([id]) => !before.has(id)).map(([, name]) => t('rooms_player_joined', { name })),
      ...[...before].filter(([id]) => !now.has(id)).map(([, name]) => t('rooms_player_left', { name })),
    ];
    if (lines.length) setAnnouncement(lines.join(' '));
  }, [room, t]);
  return announcement;
}

function RoomFacts({ room }: { room: BattleRoom }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const categories = useApi('get_categories', { type: 1, ...language }, room.category_id > 0);
  const category =
    room.category_id > 0
      ? categories.data?.find((c) => c.id === room.category_id)?.category_name
      : t('rooms_all_categories');
  const pot = room.entry_fee * Math.max(room.players.length, 2);

  return (
    <dl className={styles.facts} data-testid="lobby-facts">
      <div className={styles.fact}>
        <dt>{t('rooms_entry_fee')}</dt>
        <dd data-testid="lobby-fee">
          <IconCoin size={18} className={styles.coinIcon} />
          {room.entry_fee === 0 ? t('rooms_free') : room.entry_fee}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t(room.kind === 'group' ? 'rooms_pot_group' : 'rooms_pot_friend')}</dt>
        <dd data-testid="lobby-pot">
          <IconCoin size={18} className={styles.coinIcon} />
          {pot}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('rooms_questions')}</dt>
        <dd data-testid="lobby-questions">
          <IconQuestion size={18} />
          {room.question_count}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('rooms_time')}</dt>
        <dd>
          <IconClock size={18} />
          {t('rooms_seconds', { seconds: room.seconds_per_question })}
        </dd>
      </div>
      <div className={`${styles.fact} ${styles.wide}`}>
        <dt>{t('rooms_category')}</dt>
        <dd data-testid="lobby-category" dir="auto">
          {category ?? <Skeleton height={18} width={96} />}
        </dd>
      </div>
    </dl>
  );
}

/**
 * A friend or group room before its game: the code to share, the seats filling in, and the owner's start
 * (at two players or more) and delete; the others may leave. When the game starts everyone moves on to
 * the play screen; a reload lands back here through the room hook's rejoin.
 */
export default function LobbyPage({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roomId = '' } = useParams();
  const { room, mySeat, closedCode, error, connected, start, leave, remove } = useBattleRoom(roomId);
  const announcement = useArrivals(room);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const ids = { players: useId(), startHint: useId() };
  const [busy, setBusy] = useState<'' | 'start' | 'leave' | 'delete'>('');
  const [startError, setStartError] = useState('');

  const me = room?.players.find((p) => p.seat === mySeat);
  const isOwner = Boolean(me && room && me.user_id === room.owner_id);
  const owner = room?.players.find((p) => p.user_id === room.owner_id);
  const enough = (room?.players.length ?? 0) >= 2;
  const backToSetup = (notice?: string) =>
    void navigate(setupPath(area), {
      replace: true,
      state: notice ? ({ notice } satisfies SetupNotice) : null,
    });

  // The server moves the room on; every member follows it.
  const follow = useEffectEvent((state: BattleRoom['state'] | undefined, closed: string | null) => {
    if (closed) backToSetup(isOwner ? 'rooms_you_deleted' : `code_${closed}`);
    else if (state === 'started' || state === 'reveal')
      void navigate(battlePaths.play(area, roomId), { replace: true });
    else if (state === 'finished') void navigate(battlePaths.result(area, roomId), { replace: true });
    else if (state === 'deleted') backToSetup('code_247');
  });
  const state = room?.state;
  useEffect(() => follow(state, closedCode), [state, closedCode]);

  async function onStart() {
    setBusy('start');
    setStartError('');
    try {
      await start();
    } catch (e) {
      setStartError(errorMessage(e));
    } finally {
      setBusy('');
    }
  }

  async function onLeave() {
    setBusy('leave');
    try {
      await leave();
      backToSetup('rooms_you_left');
    } catch (e) {
      notify.error(errorMessage(e));
      setBusy('');
    }
  }

  async function onDelete() {
    setBusy('delete');
    try {
      await remove();
      deleteDialog.current?.close();
      backToSetup('rooms_you_deleted');
    } catch (e) {
      deleteDialog.current?.close();
      notify.error(errorMessage(e));
      setBusy('');
    }
  }

  const header = (aside?: ReactNode) => (
    <>
      <Seo title={t(titles[area])} />
      <PageHeader title={t(titles[area])} subtitle={t('rooms_lobby_subtitle')} aside={aside} />
    </>
  );

  if (!room) {
    return (
      <Page narrow>
        {header()}
        {error ? (
          <EmptyState
            Icon={error.code === 'offline' ? IconWifiOff : undefined}
            title={t('rooms_lobby_unavailable')}
            text={error.message}
            action={
              <ButtonLink variant="secondary" to={setupPath(area)} data-testid="lobby-back">
                <IconBack size={20} /> {t('rooms_back_to_rooms')}
              </ButtonLink>
            }
          />
        ) : (
          <div className={styles.loading} aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={210} radius="var(--radius-xl)" />
            <Skeleton height={96} />
            <Skeleton height={180} />
          </div>
        )}
      </Page>
    );
  }

  return (
    <Page narrow>
      {header(
        isOwner ? (
          <Button
            variant="danger"
            small
            className={styles.headerAction}
            disabled={busy !== ''}
            onClick={() => deleteDialog.current?.showModal()}
            data-testid="lobby-delete"
          >
            <IconTrash size={18} /> {t('rooms_delete')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            small
            className={styles.headerAction}
            busy={busy === 'leave'}
            onClick={() => void onLeave()}
            data-testid="lobby-leave"
          >
            <IconBack size={18} /> {t('rooms_leave')}
          </Button>
        ),
      )}
      {!connected ? (
        <p className={styles.offline} role="status">
          <IconWifiOff size={20} /> {t('rooms_reconnecting')}
        </p>
      ) : null}

      <RoomCodeCard area={area} code={room.code} />

      <section className={styles.players} aria-labelledby={ids.players}>
        <div className={styles.playersHead}>
          <h2 id={ids.players} className={styles.playersTitle}>
            {t('rooms_players')}
          </h2>
          <span className={styles.count} data-testid="lobby-count">
            {t('rooms_players_count', { n: room.players.length, max: room.max_players })}
          </span>
        </div>
        <Seats room={room} mySeat={mySeat} />
      </section>
      <p className="visually-hidden" aria-live="polite" data-testid="lobby-announce">
        {announcement}
      </p>

      <div className={styles.actionBar}>
        {isOwner ? (
          <>
            {startError ? (
              <p className={styles.startError} role="alert" data-testid="lobby-start-error">
                {startError}
              </p>
            ) : null}
            {!enough ? (
              <p id={ids.startHint} className={styles.hint} data-testid="lobby-start-hint">
                {t('rooms_need_two')}
              </p>
            ) : null}
            <Button
              block
              disabled={!enough}
              busy={busy === 'start'}
              aria-describedby={enough ? undefined : ids.startHint}
              onClick={() => void onStart()}
              data-testid="lobby-start"
            >
              <IconPlay size={20} /> {t('rooms_start')}
            </Button>
          </>
        ) : (
          <p className={styles.waiting} data-testid="lobby-waiting">
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('rooms_waiting_owner', { name: owner?.name || t('rooms_player') })}
          </p>
        )}
      </div>

      <RoomFacts room={room} />

      {isOwner ? (
        <Dialog
          ref={deleteDialog}
          title={t('rooms_delete_title')}
          testId="lobby-delete-dialog"
          actions={
            <>
              <Button
                variant="danger"
                busy={busy === 'delete'}
                onClick={() => void onDelete()}
                data-testid="lobby-delete-confirm"
              >
                <IconTrash size={18} /> {t('rooms_delete_confirm')}
              </Button>
              <Button variant="secondary" onClick={() => deleteDialog.current?.close()}>
                {t('cancel')}
              </Button>
            </>
          }
        >
          {t('rooms_delete_text')}
        </Dialog>
      ) : null}
    </Page>
  );
}
