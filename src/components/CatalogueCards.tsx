import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Category } from '../../contract/models';
// Straight from the files, not the play barrel (the play screen's chunk stays off the category lists).
import { CardArt } from './CardArt';
import styles from './Cards.module.css';
import { IconCheck, IconCoin, IconLock, IconQuestion } from './icons';
import { UnlockDialog, premiumCategory } from './PremiumUnlock';

/**
 * A category card of any mode's list: art, name, question count; a premium category still locked
 * shows its lock and price and asks to unlock before it opens.
 */
export function CategoryCard({
  category,
  index,
  to,
  meta,
}: {
  category: Category;
  index: number;
  to: string;
  /** Extra meta items after the question count. */
  meta?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unlockDialog = useRef<HTMLDialogElement>(null);
  const [unlocked, setUnlocked] = useState(false);
  const locked = category.is_premium && !category.has_unlocked && !unlocked;

  return (
    <>
      <button
        type="button"
        className={[styles.card, locked ? styles.premium : ''].join(' ')}
        onClick={() => (locked ? unlockDialog.current?.showModal() : void navigate(to))}
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
            {locked ? <span className={styles.metaItem}>{t('premium')}</span> : meta}
          </span>
        </span>
      </button>
      {category.is_premium ? (
        <UnlockDialog
          ref={unlockDialog}
          category={premiumCategory(category)}
          onClose={() => unlockDialog.current?.close()}
          onUnlocked={() => {
            unlockDialog.current?.close();
            setUnlocked(true);
            void navigate(to);
          }}
        />
      ) : null}
    </>
  );
}

/** A subcategory (topic) card: art, name and what it holds. */
export function SubcategoryCard({
  name,
  image,
  index,
  to,
  testId,
  meta,
  badge,
  onClick,
}: {
  name: string;
  image: string;
  index: number;
  to: string;
  testId: string;
  meta: ReactNode;
  badge?: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Link to={to} className={styles.card} data-testid={testId} onClick={onClick}>
      <CardArt image={image} name={name} index={index} />
      {badge}
      <span className={styles.cardBody}>
        <span className={styles.cardTitle} dir="auto">
          {name}
        </span>
        <span className={styles.cardMeta}>{meta}</span>
      </span>
    </Link>
  );
}
