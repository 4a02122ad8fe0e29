import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconCheck, IconClipboard, IconPlay, IconQuestion } from '../../components/icons';
import { PackButton } from '../../components/PackButton';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { PremiumLockedNotice, premiumCategory } from '../../components/PremiumUnlock';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import cardStyles from '../../components/Cards.module.css';
import { useSetOpenedPassage } from './state';
import styles from './FunAndLearn.module.css';
import { listPath, passagePath, titleFromSlug } from './paths';
import { readingMinutes } from '../../lib/reading-time';
import { usePassages } from './use-passages';
import { codes } from '../../../contract/codes';

/** The passages of a topic: read one, then take its quiz. */
export function PassageListView({ category, subcategory }: { category: string; subcategory?: string }) {
  const { t } = useTranslation();
  const open = useSetOpenedPassage();
  const { target, locked, unlock, passages, loading, error, reload } = usePassages(category, subcategory);
  const name = target?.name ?? titleFromSlug(subcategory || category);
  const list = passages ?? [];

  return (
    <Page>
      <Seo title={name} />
      <PageHeader
        title={name}
        subtitle={
          subcategory ? (target?.category.category_name ?? titleFromSlug(category)) : t('fl_choose_passage')
        }
        back={subcategory ? listPath(category) : '/fun-and-learn/'}
      />
      {target && !locked ? (
        <div className={cardStyles.packBar}>
          <PackButton type={target.type} id={target.id} title={name} />
        </div>
      ) : null}
      {loading ? (
        <div className={styles.passages} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={104} radius="var(--radius-lg)" />
          ))}
        </div>
      ) : locked && target ? (
        <PremiumLockedNotice category={premiumCategory(target.category)} onUnlocked={unlock} />
      ) : error && error.code !== codes.notFound ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : list.length === 0 ? (
        <EmptyState title={t('fl_no_passages')} text={t('fl_no_passages_text')} />
      ) : (
        <ol className={styles.passages} data-testid="passage-list">
          {list.map((p, i) => (
            <li key={p.id}>
              <Link
                to={passagePath(category, subcategory, p.id)}
                className={styles.passageCard}
                onClick={() => open(p)}
                data-testid={`passage-${p.id}`}
                data-played={p.is_play || undefined}
              >
                <span className={styles.passageNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.passageBody}>
                  <span className={styles.passageTitle} dir="auto">
                    {p.title}
                  </span>
                  <span className={styles.passageMeta}>
                    <span className={styles.metaItem}>
                      <IconQuestion size={14} /> {t('questions_count', { count: p.no_of_que })}
                    </span>
                    <span className={styles.metaItem}>
                      {t('fl_reading_minutes', { count: readingMinutes(p.detail) })}
                    </span>
                    {p.content_type === '1' ? (
                      <span className={styles.metaItem}>
                        <IconPlay size={12} /> {t('fl_has_video')}
                      </span>
                    ) : p.content_type === '2' ? (
                      <span className={styles.metaItem}>
                        <IconClipboard size={14} /> {t('fl_has_pdf')}
                      </span>
                    ) : null}
                  </span>
                </span>
                {p.is_play ? (
                  <span className={styles.completed} data-testid={`passage-${p.id}-completed`}>
                    <IconCheck size={14} /> {t('completed')}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}
