import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { IconCheck, IconClipboard, IconPlay, IconQuestion } from '../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { PremiumLockedNotice, premiumCategory } from '../../components/PremiumUnlock';
import { Article, MetaChip, ReadingMeta, StartBar, StartLink } from '../../components/Reading';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useOpenedPassage } from './state';
import styles from './FunAndLearn.module.css';
import { listPath, sessionPaths, titleFromSlug } from './paths';
import { readingMinutes } from '../../lib/reading-time';
import { usePassages } from './use-passages';
import { codes } from '../../../contract/codes';

/** A passage to read (its HTML was sanitised by the server on import), its media, then its quiz. */
export default function PassagePage() {
  const { t } = useTranslation();
  const { category = '', subcategory, passage: passageParam = '' } = useParams();
  const id = Number.parseInt(passageParam, 10);
  const opened = useOpenedPassage();
  const { target, locked, unlock, passages, loading, error, reload } = usePassages(category, subcategory);
  const passage = passages?.find((p) => p.id === id) ?? (opened?.id === id ? opened : undefined);
  const back = listPath(category, subcategory);
  const topic = target?.name ?? titleFromSlug(subcategory || category);

  return (
    <Page narrow>
      <Seo title={passage?.title ?? topic} />
      <PageHeader title={passage?.title ?? topic} subtitle={passage ? topic : undefined} back={back} />
      {passage ? (
        <>
          <ReadingMeta>
            <MetaChip>
              <IconQuestion size={14} /> {t('questions_count', { count: passage.no_of_que })}
            </MetaChip>
            <MetaChip>{t('fl_reading_minutes', { count: readingMinutes(passage.detail) })}</MetaChip>
            {passage.is_play ? (
              <MetaChip done testId="passage-completed">
                <IconCheck size={14} /> {t('completed')}
              </MetaChip>
            ) : null}
          </ReadingMeta>
          {passage.content_type === '1' && passage.content_data ? (
            <a
              className={styles.media}
              href={passage.content_data}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="passage-video"
            >
              <span className={styles.mediaIcon} aria-hidden="true">
                <IconPlay size={22} />
              </span>
              <span className={styles.mediaText}>
                <strong>{t('fl_watch_video')}</strong>
                <span>{t('fl_opens_new_tab')}</span>
              </span>
            </a>
          ) : passage.content_type === '2' && passage.content_data ? (
            <a
              className={styles.media}
              href={passage.content_data}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="passage-pdf"
            >
              <span className={styles.mediaIcon} aria-hidden="true">
                <IconClipboard size={22} />
              </span>
              <span className={styles.mediaText}>
                <strong>{t('fl_open_pdf')}</strong>
                <span>{t('fl_opens_new_tab')}</span>
              </span>
            </a>
          ) : null}
          <Article html={passage.detail} testId="passage-detail" />
          <StartBar>
            {locked && target ? (
              <PremiumLockedNotice category={premiumCategory(target.category)} onUnlocked={unlock} />
            ) : (
              <StartLink
                to={sessionPaths(category, subcategory, id).play}
                label={t('start_quiz')}
                testId="passage-start"
              />
            )}
          </StartBar>
        </>
      ) : loading ? (
        <div className={styles.readingSkeleton} aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={24} width="40%" radius="var(--radius-pill)" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={16} width={i % 3 === 2 ? '70%' : '100%'} />
          ))}
        </div>
      ) : locked && target ? (
        <PremiumLockedNotice category={premiumCategory(target.category)} onUnlocked={unlock} />
      ) : error && error.code !== codes.notFound ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : (
        <EmptyState
          title={t('fl_passage_not_found')}
          text={t('fl_passage_not_found_text')}
          action={
            <ButtonLink to={back} variant="secondary">
              {t('back')}
            </ButtonLink>
          }
        />
      )}
    </Page>
  );
}
