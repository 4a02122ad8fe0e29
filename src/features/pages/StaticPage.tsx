import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { Page, PageHeader, EmptyState, ErrorState } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import styles from './StaticPage.module.css';
import { codes } from '../../../contract/codes';

type PageType = 'about_us' | 'contact_us' | 'privacy_policy' | 'terms_conditions' | 'faq';

/** About, contact, privacy, terms and the FAQ: admin-written HTML from get_settings (sanitised on save). */
export default function StaticPage({ type }: { type: PageType }) {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useApi('get_settings', { type });
  const html = typeof data === 'string' ? data : '';
  return (
    <Page narrow>
      <Seo title={t(type)} />
      <PageHeader title={t(type)} back="/" />
      {loading ? (
        <div className={styles.body}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} style={{ marginBlockStart: 16 }} />
          <Skeleton height={14} style={{ marginBlockStart: 8 }} />
          <Skeleton height={14} width="80%" style={{ marginBlockStart: 8 }} />
        </div>
      ) : error && error.code !== codes.notFound ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : html ? (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <EmptyState title={t('nothing_here_yet')} text={t('page_empty_text')} />
      )}
    </Page>
  );
}
