import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api';
import { IconCheck } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { ErrorState } from '../../../components/Page';
import { useContentLanguage } from '../../../lib/catalogue-target';
import { CardArt } from '../../../components/CardArt';
import styles from './Search.module.css';

const QUIZ_ZONE = 1;

/** Battle categories: the quiz-zone catalogue without premium ones, plus 'any category' (0). */
export function CategoryPicker({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data, error, loading, reload } = useApi('get_categories', { type: QUIZ_ZONE, ...language });
  const open = (data ?? []).filter((c) => !c.is_premium);

  if (loading)
    return (
      <div className={styles.categories} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={64} radius="var(--radius-lg)" />
        ))}
      </div>
    );
  if (error)
    return <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />;
  const options = [{ id: 0, name: t('battle_any_category'), image: '' }].concat(
    open.map((c) => ({ id: c.id, name: c.category_name, image: c.image })),
  );
  return (
    <fieldset className={styles.picker} data-testid="battle-categories">
      <legend className={styles.legend}>{t('battle_pick_category')}</legend>
      <div className={styles.categories}>
        {options.map((c, i) => (
          <label key={c.id} className={styles.category} data-testid={`battle-category-${c.id}`}>
            <input
              type="radio"
              name="battle-category"
              className="visually-hidden"
              checked={value === c.id}
              onChange={() => onChange(c.id)}
            />
            <span className={styles.categoryArt}>
              <CardArt image={c.image} name={c.id === 0 ? '★' : c.name} index={i} />
            </span>
            <span className={styles.categoryName} dir="auto">
              {c.name}
            </span>
            <span className={styles.categoryCheck} aria-hidden="true">
              <IconCheck size={16} strokeWidth={3} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
