import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { PackButton } from '../../components/PackButton';
import { ModeTabs } from '../../components/ModeTabs';
import { ErrorState, EmptyState } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { useContentLanguage } from '../../lib/catalogue-target';
import styles from './Offline.module.css';
import { useReloadPacks } from './state';
import { topicModes } from './topic-modes';

const tabId = (type: number) => `offline-tab-${type}`;
const panelId = 'offline-topics';

/** The topics of one mode, each with its download button (locked premium topics are left out). */
function TopicList({ type }: { type: number }) {
  const { t } = useTranslation();
  const reload = useReloadPacks();
  const language = useContentLanguage();
  const { data, error, loading, reload: retry } = useApi('get_categories', { type, ...language });
  if (loading)
    return (
      <div className={styles.topics} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} radius="var(--radius-lg)" />
        ))}
      </div>
    );
  if (error) return <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={retry} />;
  const topics = (data ?? []).filter((c) => c.no_of_que > 0 && (!c.is_premium || c.has_unlocked));
  if (topics.length === 0) return <EmptyState title={t('nothing_here_yet')} />;
  return (
    <ul className={styles.topics}>
      {topics.map((c) => (
        <li key={c.id} className={styles.topic} data-testid="offline-topic">
          <span className={styles.topicName} dir="auto">
            {c.category_name}
          </span>
          <PackButton type="category" id={c.id} title={c.category_name} onChange={() => void reload()} />
        </li>
      ))}
    </ul>
  );
}

/** "Download a topic": every mode's topics, one tab per mode, online only. */
export function DownloadTopics() {
  const { t } = useTranslation();
  const [type, setType] = useState(topicModes[0]?.type ?? 1);
  return (
    <section className={styles.download} aria-labelledby="offline-download-title">
      <h2 id="offline-download-title" className={styles.sectionTitle}>
        {t('offline_download_topics')}
      </h2>
      <ModeTabs<number>
        tabs={topicModes.map((m) => ({ value: m.type, mode: m.mode.id }))}
        value={type}
        onSelect={setType}
        tabId={tabId}
        panelId={panelId}
        label={t('offline_download_topics')}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(type)}>
        <TopicList key={type} type={type} />
      </div>
    </section>
  );
}
