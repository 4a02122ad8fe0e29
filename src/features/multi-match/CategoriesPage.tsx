import { useTranslation } from 'react-i18next';
import { CategoryListPage } from '../../components/CategoryListPage';
import { IconStar } from '../../components/icons';
import cardStyles from '../../components/Cards.module.css';
import { levelsPath } from './paths';

export default function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <CategoryListPage
      mode="multi_match"
      pathOf={(slug) => levelsPath(slug)}
      meta={(c) =>
        c.maxlevel > 0 ? (
          <span className={cardStyles.metaItem}>
            <IconStar size={14} /> {t('mm_levels_count', { count: c.maxlevel })}
          </span>
        ) : null
      }
    />
  );
}
