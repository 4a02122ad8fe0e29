import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Category } from '../../../contract/models';
import { useApi } from '../../api';
import { IconCheck, IconCoin, IconLock, IconQuestion } from '../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { contentLanguageIdAtom, multiLanguageAtom } from '../../lib/settings';
import { selectedCategoryAtom } from './atoms';
import { CardArt, CardSkeletons } from '../../play';
import { levelsPath } from './paths';
import styles from '../../play/Cards.module.css';
import { UnlockDialog } from './UnlockDialog';

function CategoryCard({ category, index }: { category: Category; index: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const select = useSetAtom(selectedCategoryAtom);
  const unlockDialog = useRef<HTMLDialogElement>(null);
  const [unlocked, setUnlocked] = useState(false);
  const locked = category.is_premium && !category.has_unlocked && !unlocked;

  function enter() {
    select({ slug: category.slug, name: category.category_name });
    void navigate(levelsPath(category.slug));
  }

  function open() {
    if (locked) unlockDialog.current?.showModal();
    else enter();
  }

  return (
    <>
      <button
        type="button"
        className={[styles.card, locked ? styles.premium : ''].join(' ')}
        onClick={open}
        data-testid={`category-${category.slug}`}
        data-locked={locked || undefined}
        aria-label={
          locked ? `${category.category_name}, ${t('premium_price', { coins: category.coins })}` : undefined
        }
      >
        <CardArt image={category.image} name={category.category_name} index={index}>
          {locked ? (
            <span className={styles.premiumLock}>
              <IconLock size={26} />
            </span>
          ) : null}
        </CardArt>
        {locked ? (
          <span className={styles.lockBadge}>
            <IconCoin size={14} /> {category.coins}
          </span>
        ) : category.is_play ? (
          <span className={styles.playedBadge}>
            <IconCheck size={14} /> {t('played')}
          </span>
        ) : null}
        <span className={styles.cardBody}>
          <span className={styles.cardTitle} dir="auto">
            {category.category_name}
          </span>
          <span className={styles.cardMeta}>
            <span className={styles.metaItem}>
              <IconQuestion size={14} /> {t('questions_count', { count: category.no_of_que })}
            </span>
            {locked ? <span className={styles.metaItem}>{t('premium')}</span> : null}
          </span>
        </span>
      </button>
      {category.is_premium ? (
        <UnlockDialog
          ref={unlockDialog}
          category={category}
          onClose={() => unlockDialog.current?.close()}
          onUnlocked={() => {
            unlockDialog.current?.close();
            setUnlocked(true);
            enter();
          }}
        />
      ) : null}
    </>
  );
}

export default function CategoriesPage() {
  const { t } = useTranslation();
  const multiLanguage = useAtomValue(multiLanguageAtom);
  const languageId = useAtomValue(contentLanguageIdAtom);
  const { data, error, loading, reload } = useApi('get_categories', {
    type: 1,
    ...(multiLanguage && languageId ? { language_id: languageId } : {}),
  });
  const list = data ?? [];

  return (
    <Page>
      <Seo title={t('mode_quiz_zone')} description={t('mode_quiz_zone_desc')} />
      <PageHeader title={t('mode_quiz_zone')} subtitle={t('choose_category')} back="/" />
      {loading ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('loading')}>
          <CardSkeletons />
        </div>
      ) : error && error.code !== '102' ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : list.length === 0 ? (
        <EmptyState title={t('no_categories')} text={t('no_categories_text')} />
      ) : (
        <div className={styles.grid} data-testid="category-list">
          {list.map((c, i) => (
            <CategoryCard key={c.id} category={c} index={i} />
          ))}
        </div>
      )}
    </Page>
  );
}
