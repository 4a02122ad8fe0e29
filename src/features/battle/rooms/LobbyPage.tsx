import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/Button';
import { IconBack, IconWifiOff } from '../../../components/icons';
import { EmptyState, Page, PageHeader } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { Skeleton } from '../../../components/Skeleton';
import { useBattleRoom } from '../net/use-battle-room';
import type { BattleArea } from '../paths';
import { DeleteRoomDialog } from './DeleteRoomDialog';
import { LobbyHeaderAction } from './LobbyHeaderAction';
import { InviteFriend } from './InviteFriend';
import { RoomCodeCard } from './RoomCodeCard';
import { RoomFacts } from './RoomFacts';
import { setupPath } from './room-rules';
import { Seats } from './Seats';
import { StartBar } from './StartBar';
import { useArrivals } from './use-arrivals';
import { useLobbyActions } from './use-lobby-actions';
import styles from './Lobby.module.css';
import { Card } from '../../../components/Card';

const titles = { one: 'rooms_lobby_friend', group: 'rooms_lobby_group' } as const;

/**
 * A friend or group room before its game: the code to share, the seats filling in, and the owner's start
 * (at two players or more) and delete; the others may leave. When the game starts everyone moves on to
 * the play screen; a reload lands back here through the room hook's rejoin.
 */
export default function LobbyPage({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const lobby = useBattleRoom(roomId);
  const { room, mySeat, error, connected } = lobby;
  const announcement = useArrivals(room);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const playersId = useId();

  const me = room?.players.find((p) => p.seat === mySeat);
  const isOwner = Boolean(me && room && me.user_id === room.owner_id);
  const owner = room?.players.find((p) => p.user_id === room.owner_id);
  const actions = useLobbyActions(area, roomId, lobby, isOwner, () => deleteDialog.current?.close());

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
        <LobbyHeaderAction
          isOwner={isOwner}
          busy={actions.busy}
          onDelete={() => deleteDialog.current?.showModal()}
          onLeave={() => void actions.leave()}
        />,
      )}
      {!connected ? (
        <p className={styles.offline} role="status">
          <IconWifiOff size={20} /> {t('rooms_reconnecting')}
        </p>
      ) : null}

      <RoomCodeCard area={area} code={room.code} />
      {room.players.length < room.max_players ? <InviteFriend roomCode={room.code} /> : null}

      <Card as="section" pressed aria-labelledby={playersId}>
        <div className={styles.playersHead}>
          <h2 id={playersId} className={styles.playersTitle}>
            {t('rooms_players')}
          </h2>
          <span className={styles.count} data-testid="lobby-count">
            {t('rooms_players_count', { n: room.players.length, max: room.max_players })}
          </span>
        </div>
        <Seats room={room} mySeat={mySeat} />
      </Card>
      <p className="visually-hidden" aria-live="polite" data-testid="lobby-announce">
        {announcement}
      </p>

      <StartBar
        isOwner={isOwner}
        players={room.players.length}
        ownerName={owner?.name || t('rooms_player')}
        starting={actions.busy === 'start'}
        startError={actions.startError}
        onStart={() => void actions.start()}
      />

      <RoomFacts room={room} />

      {isOwner ? (
        <DeleteRoomDialog
          ref={deleteDialog}
          deleting={actions.busy === 'delete'}
          onDelete={() => void actions.remove()}
          onCancel={() => deleteDialog.current?.close()}
        />
      ) : null}
    </Page>
  );
}
