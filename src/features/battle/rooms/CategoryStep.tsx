import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api';
import { ErrorState } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { useContentLanguage } from '../../../lib/catalogue-target';
import { ChoiceChips } from './ChoiceChips';
import { CategoryChipLabel } from '../../../components/Chip';
import styles from './RoomSetup.module.css';
import { codes } from '../../../../contract/codes';
import { Card } from '../../../components/Card';

function CategorySkeletons() {
  return (
    <div className={styles.chips} aria-hidden="true">
      {[120, 96, 132, 84, 110].map((w, i) => (
        <Skeleton key={i} height={44} width={w} radius="var(--radius-pill)" />
      ))}
    </div>
  );
}

/** Non-premium quiz-zone categories (the server draws battle questions from nothing else), or all of them. */
export function CategoryStep({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useContentLanguage();
  const categories = useApi('get_categories', { type: 1, ...language });
  const open = (categories.data ?? []).filter((c) => !c.is_premium);

  return (
    <Card as="section" pressed aria-labelledby={id}>
      <h2 id={id} className={styles.stepTitle}>
        {t('rooms_category')}
      </h2>
      {categories.loading ? (
        <CategorySkeletons />
      ) : categories.error && categories.error.code !== codes.notFound ? (
        <ErrorState
          message={categories.error.message}
          offline={categories.error.code === 'offline'}
          onRetry={categories.reload}
        />
      ) : (
        <ChoiceChips
          labelId={id}
          layout="scroll"
          value={value}
          onChange={onChange}
          choices={[
            { value: 0, label: t('rooms_all_categories'), testId: 'room-category-all' },
            ...open.map((c) => ({
              value: c.id,
              testId: `room-category-${c.slug}`,
              label: (
                <>
                  <CategoryChipLabel name={c.category_name} image={c.image} />
                </>
              ),
            })),
          ]}
        />
      )}
    </Card>
  );
}
