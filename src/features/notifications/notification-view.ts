import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Notification } from '../../../contract/notification-models';
import {
  IconBell,
  IconCoin,
  IconGift,
  IconMedal,
  IconSwords,
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

/** What every referral notification shares: the gift, in gold, pointing to the invite page. */
const referral = (t: TFunction) =>
  ({
    Icon: IconGift,
    tone: 'gold',
    link: { to: '/profile/invite/', label: t('notif_open_invite') },
  }) as const;

/**
 * Known types are worded in the player's language; anything else (admin broadcasts) shows the English
 * title and text the server stored.
 */
export function viewOf(n: Notification, t: TFunction): NotificationView {
  switch (n.type) {
    case 'badge': {
      const badge = t(`badge_${n.type_id}_label`, { defaultValue: n.title });
      return {
        title: t('notif_badge_title', { badge }),
        text: t('notif_badge_text'),
        Icon: IconMedal,
        tone: 'violet',
        link: { to: '/profile/badges/', label: t('notif_open_badges') },
      };
    }
    case 'payment_completed':
    case 'payment_rejected':
      return {
        title: t(`notif_${n.type}_title`),
        text: t(`notif_${n.type}_text`),
        Icon: IconWallet,
        tone: n.type === 'payment_rejected' ? 'red' : 'green',
        link: { to: '/profile/wallet/', label: t('notif_open_wallet') },
      };
    case 'referral_joined':
    case 'referral':
    case 'referral_welcome': {
      // Rows written before the server sent params keep the server's own English words.
      if (!n.params.coins) return { ...referral(t), title: n.title, text: n.message };
      const count = Number(n.params.coins);
      const name = n.params.name || t('rooms_player');
      if (n.type === 'referral_joined')
        return {
          ...referral(t),
          title: t('notif_referral_joined_title', { name }),
          text: count > 0 ? t('notif_referral_joined_text', { count }) : t('notif_referral_joined_text_free'),
        };
      if (n.type === 'referral_welcome')
        return {
          ...referral(t),
          title: t('notif_referral_welcome_title'),
          text: t('notif_referral_welcome_text', { count }),
          link: { to: '/profile/coin-history/', label: t('notif_open_history') },
        };
      return {
        ...referral(t),
        title: t('notif_referral_paid_title'),
        text: t('notif_referral_paid_text', { name, count }),
      };
    }
    case 'battle_invite': {
      // The join page of the room's kind, with its code: it joins at once (battle/rooms/JoinRoomPanel).
      const code = n.params.code || n.type_id;
      const page = n.params.kind === 'group' ? '/group-battle/' : '/random-battle/friend/';
      return {
        title: t('notif_battle_invite_title', { name: n.params.name || t('rooms_player') }),
        text: t('notif_battle_invite_text', { code }),
        Icon: IconSwords,
        tone: 'violet',
        link: { to: `${page}?code=${encodeURIComponent(code)}`, label: t('notif_join_room') },
      };
    }
    case 'broadcast':
      // An operator's broadcast (console, issue 17): its own words, and the app page it points to.
      return {
        title: n.title,
        text: n.message,
        Icon: IconBell,
        tone: 'blue',
        link: n.params.link?.startsWith('/') ? { to: n.params.link, label: t('notif_open_link') } : undefined,
      };
    case 'coins':
      return {
        title: n.title,
        text: n.message,
        Icon: IconCoin,
        tone: 'gold',
        link: { to: '/profile/coin-history/', label: t('notif_open_history') },
      };
    default:
      return {
        title: n.title,
        text: n.message,
        Icon: n.type.startsWith('payment') ? IconWallet : IconBell,
        tone: 'blue',
        link: n.type.startsWith('payment')
          ? { to: '/profile/wallet/', label: t('notif_open_wallet') }
          : undefined,
      };
  }
}
