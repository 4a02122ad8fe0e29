import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Notification } from '../../../contract/notification-models';
import { notificationWords } from '../../../contract/notification-words';
import {
  IconBell,
  IconCalendar,
  IconCoin,
  IconGift,
  IconMedal,
  IconSwords,
  IconTrophy,
  IconWallet,
  type IconProps,
} from '../../components/icons';

export interface NotificationView {
  title: string;
  text: string;
  Icon: ComponentType<IconProps>;
  tone: 'violet' | 'gold' | 'green' | 'red' | 'blue';
  link?: { to: string; label: string };
}

/** How each kind looks and where it leads; its words come from contract/notification-words.ts. */
function lookOf(n: Notification, t: TFunction): Omit<NotificationView, 'title' | 'text'> {
  switch (n.type) {
    case 'badge':
      return {
        Icon: IconMedal,
        tone: 'violet',
        link: { to: '/profile/badges/', label: t('notif_open_badges') },
      };
    case 'payment_completed':
    case 'payment_rejected':
      return {
        Icon: IconWallet,
        tone: n.type === 'payment_rejected' ? 'red' : 'green',
        link: { to: '/profile/wallet/', label: t('notif_open_wallet') },
      };
    case 'referral_welcome':
      return {
        Icon: IconGift,
        tone: 'gold',
        link: { to: '/profile/coin-history/', label: t('notif_open_history') },
      };
    case 'referral_joined':
    case 'referral':
      return {
        Icon: IconGift,
        tone: 'gold',
        link: { to: '/profile/invite/', label: t('notif_open_invite') },
      };
    case 'battle_invite': {
      // The join page of the room's kind, with its code: it joins at once (battle/rooms/JoinRoomPanel).
      const code = n.params.code || n.type_id;
      const page = n.params.kind === 'group' ? '/group-battle/' : '/random-battle/friend/';
      return {
        Icon: IconSwords,
        tone: 'violet',
        link: { to: `${page}?code=${encodeURIComponent(code)}`, label: t('notif_join_room') },
      };
    }
    case 'contest_started':
      return {
        Icon: IconTrophy,
        tone: 'violet',
        link: { to: '/contest-play/', label: t('notif_open_contests') },
      };
    case 'contest_won':
      return {
        Icon: IconTrophy,
        tone: 'gold',
        link: { to: '/profile/coin-history/', label: t('notif_open_history') },
      };
    case 'daily_reminder':
      return {
        Icon: IconCalendar,
        tone: 'blue',
        link: { to: '/quiz-play/daily-quiz-dashboard/', label: t('notif_play_daily') },
      };
    case 'broadcast':
      // An operator's broadcast (console, issue 17): the app page it points to.
      return {
        Icon: IconBell,
        tone: 'blue',
        link: n.params.link?.startsWith('/') ? { to: n.params.link, label: t('notif_open_link') } : undefined,
      };
    case 'coins':
      return {
        Icon: IconCoin,
        tone: 'gold',
        link: { to: '/profile/coin-history/', label: t('notif_open_history') },
      };
    default:
      return {
        Icon: n.type.startsWith('payment') ? IconWallet : IconBell,
        tone: 'blue',
        link: n.type.startsWith('payment')
          ? { to: '/profile/wallet/', label: t('notif_open_wallet') }
          : undefined,
      };
  }
}

/**
 * Known types are worded in the player's language; broadcasts keep the operator's words and anything
 * unknown the English title and text the server stored.
 */
export function viewOf(n: Notification, t: TFunction): NotificationView {
  return { ...notificationWords(n, (key, values) => t(key, values ?? {})), ...lookOf(n, t) };
}
