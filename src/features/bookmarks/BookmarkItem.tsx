import { useTranslation } from 'react-i18next';
import type { Bookmark } from '../../../contract/models';
import { IconCross } from '../../components/icons';
import styles from './Bookmarks.module.css';
import { ListRow } from '../../components/ListRow';

/** One saved question: its text, category and picture, and a button to remove it. */
export function BookmarkItem({
  bookmark,
  index,
  onRemove,
}: {
  bookmark: Bookmark;
  index: number;
  onRemove: (bookmark: Bookmark) => void;
}) {
  const { t } = useTranslation();
  return (
    <ListRow as="li" className={styles.item} data-testid={`bookmark-${bookmark.question_id}`}>
      <span className={styles.itemNumber} aria-hidden="true">
        {index + 1}
      </span>
      <div className={styles.itemBody}>
        <p className={styles.itemQuestion} dir="auto" data-testid="bookmark-question">
          {bookmark.question}
        </p>
        <span className={styles.itemCategory} dir="auto">
          {bookmark.category_name}
        </span>
      </div>
      {bookmark.image ? (
        <img className={styles.itemImage} src={bookmark.image} alt="" loading="lazy" />
      ) : null}
      <button
        type="button"
        className={styles.remove}
        onClick={() => onRemove(bookmark)}
        aria-label={t('bookmark_remove_label', { question: bookmark.question })}
        title={t('bookmark_remove')}
        data-testid={`bookmark-remove-${bookmark.question_id}`}
      >
        <IconCross size={18} />
      </button>
    </ListRow>
  );
}
