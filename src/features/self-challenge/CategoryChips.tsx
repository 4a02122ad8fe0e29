import { useTranslation } from 'react-i18next';
import type { Category } from '../../../contract/models';
import { IconLock } from '../../components/icons';
import { ChipGroup } from './ChipGroup';
import { CategoryChipLabel } from '../../components/Chip';
import styles from './SelfChallenge.module.css';

/** Quiz Zone categories as chips; premium ones the player has not unlocked cannot be chosen. */
export function CategoryChips({
  labelId,
  categories,
  value,
  onChange,
}: {
  labelId: string;
  categories: Category[];
  value: string;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChipGroup
      labelId={labelId}
      value={value}
      onChange={onChange}
      options={categories.map((c) => {
        const locked = c.is_premium && !c.has_unlocked;
        return {
          value: c.slug,
          disabled: locked,
          testId: `self-category-${c.slug}`,
          ariaLabel: locked ? `${c.category_name}, ${t('locked')}` : undefined,
          label: (
            <>
              <CategoryChipLabel name={c.category_name} image={c.image} />
              {locked ? <IconLock size={14} className={styles.chipLock} /> : null}
            </>
          ),
        };
      })}
    />
  );
}
