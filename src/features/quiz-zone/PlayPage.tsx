import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play/PlayScreen';
import { useLevelPaths } from './use-level-paths';
import { bookmarkTypeOf } from '../../../contract/modes';

export default function PlayPage() {
  const { t } = useTranslation();
  const { category, subcategory, level, paths } = useLevelPaths();
  const language = useContentLanguage();
  return (
    <PlayScreen
      load={(signal) =>
        call(
          'get_questions_by_level',
          { category, subcategory: subcategory ?? '', level, ...language },
          { signal },
        )
      }
      loadKey={`${paths.play}:${language.language_id ?? 0}`}
      paths={paths}
      title={t('level_n', { level })}
      bookmarkType={bookmarkTypeOf('quiz_zone')}
    />
  );
}
