import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconWifiOff } from '../../components/icons';
import { formatBytes } from '../../components/PackButton';
import { EmptyState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import {
  DEFAULT_PACK_LIMIT_MB,
  evictBeyondLimit,
  packLimitMb,
  PACK_LIMIT_KEY,
} from '../../lib/packs/download';
import { useUser } from '../../lib/session';
import { DownloadTopics } from './DownloadTopics';
import styles from './Offline.module.css';
import { PackCard } from './PackCard';
import { usePacks, useReloadPacks, useSetStorageEstimate, useStorageEstimate } from './state';
import { useOnline } from './use-online';

const LIMITS = [50, 100, DEFAULT_PACK_LIMIT_MB, 500, 1000];

/** "Available offline": the packs on this device, the storage they take, and the limit the player sets. */
export default function OfflinePage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'arabic' ? 'ar' : undefined;
  const user = useUser();
  const packs = usePacks();
  const reload = useReloadPacks();
  const estimate = useStorageEstimate();
  const setEstimate = useSetStorageEstimate();
  const [limit, setLimit] = useState(packLimitMb);
  const online = useOnline();

  useEffect(() => {
    void reload();
    void navigator.storage
      ?.estimate?.()
      .then((e) => setEstimate({ usage: e.usage ?? 0, quota: e.quota ?? 0 }))
      .catch(() => undefined);
  }, [reload, setEstimate, user?.id]);

  const used = packs.reduce((sum, p) => sum + p.bytes, 0);
  async function chooseLimit(mb: number) {
    localStorage.setItem(PACK_LIMIT_KEY, String(mb));
    setLimit(mb);
    if (user) await evictBeyondLimit(user.id);
    await reload();
  }

  return (
    <Page>
      <Seo title={t('offline_packs_title')} />
      <PageHeader title={t('offline_packs_title')} subtitle={t('offline_subtitle')} />
      {!online ? (
        <p className={styles.banner} role="status">
          <IconWifiOff size={18} /> {t('offline_banner')}
        </p>
      ) : null}
      <section className={styles.storage} aria-label={t('offline_storage')} data-testid="offline-storage">
        <div>
          <strong>{t('offline_used', { size: formatBytes(used, locale) })}</strong>
          {estimate ? (
            <span className={styles.meta}>
              {' '}
              ·{' '}
              {t('offline_free', { size: formatBytes(Math.max(0, estimate.quota - estimate.usage), locale) })}
            </span>
          ) : null}
        </div>
        <progress max={limit * 1_048_576} value={used} aria-label={t('offline_storage')} />
        <label className={styles.limit}>
          {t('offline_limit')}
          <select
            className={styles.limitSelect}
            value={limit}
            onChange={(e) => void chooseLimit(Number(e.target.value))}
            data-testid="offline-limit"
          >
            {LIMITS.map((mb) => (
              <option key={mb} value={mb}>
                {formatBytes(mb * 1_048_576, locale)}
              </option>
            ))}
          </select>
        </label>
      </section>
      {packs.length === 0 ? (
        <EmptyState title={t('offline_empty')} text={t('offline_empty_text')} Icon={IconWifiOff} />
      ) : (
        <ul className={styles.list} data-testid="offline-packs">
          {packs.map((p) => (
            <PackCard key={p.key} pack={p} locale={locale} />
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('offline_rules')}</p>
      {online ? (
        <DownloadTopics />
      ) : (
        <p className={styles.note} data-testid="offline-download-later">
          {t('offline_download_later')}
        </p>
      )}
    </Page>
  );
}
