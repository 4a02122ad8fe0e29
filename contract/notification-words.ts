import type { Translate } from './share-card';

/**
 * A notification's title and text in the reader's language, worded from its type and params with the
 * strings of contract/strings/features (notifications, badges): the same words in the in-app list (the
 * client's i18next) and in a push (the server words it in the player's language before queuing it).
 * Broadcasts keep the operator's own words, and anything unknown (or a row written before its type had
 * params) the English words the server stored with it.
 */

/** Looks a string up and fills its {{placeholders}}; a missing key comes back as the key itself. */
export type { Translate };

export interface Worded {
  type: string;
  type_id: string;
  params: Record<string, string>;
  title: string;
  message: string;
}

export interface Words {
  title: string;
  text: string;
}

/** A string, or `fallback` when the strings do not have it. */
const known = (t: Translate, key: string, fallback: string, values?: Record<string, string | number>) => {
  const said = t(key, values);
  return said === key ? fallback : said;
};

export function notificationWords(n: Worded, t: Translate): Words {
  const stored = { title: n.title, text: n.message };
  const p = n.params;
  const type = n.type === 'payment' && p.status ? `payment_${p.status}` : n.type;
  switch (type) {
    case 'badge': {
      const badge = known(t, `badge_${n.type_id}_label`, '');
      return badge ? { title: t('notif_badge_title', { badge }), text: t('notif_badge_text') } : stored;
    }
    case 'payment_completed': {
      const sent = p.amount
        ? t('notif_payment_sent_amount', { amount: p.amount })
        : t('notif_payment_completed_text');
      const reference = p.reference ? ` ${t('notif_payment_reference', { reference: p.reference })}` : '';
      return { title: t('notif_payment_completed_title'), text: sent + reference };
    }
    case 'payment_rejected':
      return {
        title: t('notif_payment_rejected_title'),
        text: p.coins
          ? t('notif_payment_refunded', { count: Number(p.coins) })
          : t('notif_payment_rejected_text'),
      };
    case 'referral_joined':
    case 'referral':
    case 'referral_welcome': {
      if (!p.coins) return stored;
      const count = Number(p.coins);
      const name = p.name || t('rooms_player');
      if (type === 'referral_joined')
        return {
          title: t('notif_referral_joined_title', { name }),
          text: count > 0 ? t('notif_referral_joined_text', { count }) : t('notif_referral_joined_text_free'),
        };
      if (type === 'referral_welcome')
        return {
          title: t('notif_referral_welcome_title'),
          text: t('notif_referral_welcome_text', { count }),
        };
      return { title: t('notif_referral_paid_title'), text: t('notif_referral_paid_text', { name, count }) };
    }
    case 'battle_invite':
      return {
        title: t('notif_battle_invite_title', { name: p.name || t('rooms_player') }),
        text: t('notif_battle_invite_text', { code: p.code || n.type_id }),
      };
    case 'contest_started':
      return p.contest
        ? {
            title: t('notif_contest_started_title', { contest: p.contest }),
            text: t('notif_contest_started_text'),
          }
        : stored;
    case 'contest_won':
      return p.contest && p.coins
        ? {
            title: t('notif_contest_won_title', { contest: p.contest, count: Number(p.coins) }),
            text: t('notif_contest_won_text', { rank: p.rank ?? '' }),
          }
        : stored;
    case 'daily_reminder':
      return { title: t('notif_daily_reminder_title'), text: t('notif_daily_reminder_text') };
    case 'coins':
      // The operator's note is theirs, as written.
      if (!p.coins) return stored;
      return {
        title: t(p.direction === 'out' ? 'notif_coins_out_title' : 'notif_coins_in_title', {
          count: Number(p.coins),
        }),
        text: n.message,
      };
    default:
      return stored;
  }
}
