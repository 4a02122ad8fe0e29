import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { Skeleton } from '../../components/Skeleton';
import { useContentLanguage } from '../../lib/catalogue-target';
import { ChipGroup } from './ChipGroup';
import styles from './SelfChallenge.module.css';

/** The topics of a category, "All topics" first; a category without topics plays as a whole. */
export function SubcategoryChips({
  labelId,
  category,
  value,
  onChange,
}: {
  labelId: string;
  category: string;
  value: string;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data, loading } = useApi('get_subcategory_by_maincategory', {
    category_slug: category,
    ...language,
  });
  if (loading)
    return (
      <div className={styles.chips} aria-hidden="true">
        {[110, 130, 96].map((w, i) => (
          <Skeleton key={i} height={44} width={w} radius="var(--radius-pill)" />
        ))}
      </div>
    );
  // No topics (the server answers 102) or a failed load: the whole category is still playable.
  const list = data ?? [];
  return (
    <ChipGroup
      labelId={labelId}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('self_all_topics'), testId: 'self-subcategory-all' },
        ...list.map((s) => ({
          value: s.slug,
          label: <span dir="auto">{s.subcategory_name}</span>,
          testId: `self-subcategory-${s.slug}`,
        })),
      ]}
    />
  );
}
