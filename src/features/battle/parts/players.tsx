import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { IconRobot } from './icons';
import styles from './Parts.module.css';

export interface PlayerLike {
  name: string;
  profile?: string;
  is_bot: boolean;
}

/** The bot is always called by its translated label; a player without a name is 'Player'. */
export const playerName = (t: TFunction, p: PlayerLike) =>
  p.is_bot ? t('battle_bot_name') : p.name.trim() || t('battle_player');

/** A player's picture; the bot gets a robot face so it is never mistaken for a person. */
export function PlayerAvatar({ player, size = 48 }: { player: PlayerLike; size?: number }) {
  if (!player.is_bot) return <Avatar name={player.name} src={player.profile || undefined} size={size} />;
  return (
    <span className={styles.botAvatar} style={{ inlineSize: size, blockSize: size }} data-bot="true">
      <IconRobot size={Math.round(size * 0.58)} />
    </span>
  );
}

/**
 * The visible 'Bot' label (text, never the picture alone): beside the name with the robot icon or,
 * `onAvatar`, pinned under the robot picture (its parent positions it) in words alone — with the icon
 * again, the longer words ('روبوت') stuck out of a duel card's edge.
 */
export function BotBadge({ onAvatar = false }: { onAvatar?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.botBadge} data-on-avatar={onAvatar || undefined} data-testid="bot-badge">
      {onAvatar ? null : <IconRobot size={14} />}
      {t('battle_bot_badge')}
    </span>
  );
}
