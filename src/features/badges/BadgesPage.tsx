import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Badge } from '../../../contract/badge-models';
import { call, errorMessage, useApi } from '../../api';
import { IconCoin, IconMedal } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useUser, useSetCoins } from '../../lib/session';
import { playSound } from '../../lib/sound';
import { useCelebration } from '../../lib/sound/cues';
import { notify } from '../../lib/toast';
import { Confetti } from '../../play/Confetti';
import { BadgeCard } from './BadgeCard';
import styles from './Badges.module.css';
import { useFreshBadges } from './use-fresh-badges';

const listFormat = (language: string, items: string[]) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(items);

export default function BadgesPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const setCoins = useSetCoins();
  const { data, error, loading, reload } = useApi('get_user_badges', {});
  const [claimed, setClaimed] = useState<Record<string, Badge['status']>>({});
  const [busy, setBusy] = useState('');
  const [party, setParty] = useState(0);
  const fresh = useFreshBadges(user?.id, data);
  useCelebration(fresh.length > 0 ? data : null, ['badge']);

  const badges = (data ?? []).map((b) => (claimed[b.type] ? { ...b, status: claimed[b.type]! } : b));
  const unlocked = badges.filter((b) => b.status >= 1).length;
  const waiting = badges.filter((b) => b.status === 1);
  const name = (b: Badge) => t(`badge_${b.type}_label`, { defaultValue: b.badge_label });

  async function claim(badge: Badge) {
    setBusy(badge.type);
    try {
      const res = await call('set_badges', { type: badge.type });
      setClaimed((c) => ({ ...c, [badge.type]: 2, ...Object.fromEntries(res.unlocked.map((u) => [u, 1])) }));
      setCoins({ coins: res.coins });
      setParty((p) => p + 1);
      playSound('coins');
      notify.success(t('badge_claimed_toast', { coins: res.reward, badge: name(badge) }));
      if (res.unlocked.length > 0) reload();
    } catch (err) {
      notify.error(errorMessage(err));
      reload();
    } finally {
      setBusy('');
    }
  }

  return (
    <Page>
      <Seo title={t('badges_title')} />
      <PageHeader
        title={t('badges_title')}
        back="/profile/"
        subtitle={data ? t('badges_subtitle', { unlocked, total: badges.length }) : undefined}
      />
      {fresh.length > 0 || party > 0 ? <Confetti key={party} /> : null}
      {loading && !data ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton height={230} radius="var(--radius-xl)" />
            </li>
          ))}
        </ul>
      ) : error && !data ? (
        <ErrorState message={t('badges_load_error')} offline={error.code === 'offline'} onRetry={reload} />
      ) : (
        <>
          {fresh.length > 0 ? (
            <section className={styles.banner} role="status" data-testid="badge-new">
              <span className={styles.bannerIcon} aria-hidden="true">
                <IconMedal size={28} />
              </span>
              <div>
                <strong>{t('badge_new_title')}</strong>
                <p>{t('badge_new_text', { badge: listFormat(i18n.language, fresh.map(name)) })}</p>
              </div>
            </section>
          ) : (
            <div className={styles.summary}>
              <span className={styles.summaryIcon} aria-hidden="true">
                <IconCoin size={22} />
              </span>
              <span data-testid="badges-waiting">
                {waiting.length > 0 ? t('badges_to_claim', { count: waiting.length }) : t('badges_play_more')}
              </span>
            </div>
          )}
          <ul className={styles.grid} data-testid="badge-grid">
            {badges.map((b) => (
              <BadgeCard
                key={b.type}
                badge={b}
                busy={busy === b.type}
                fresh={fresh.some((f) => f.type === b.type)}
                onClaim={(x) => void claim(x)}
              />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
