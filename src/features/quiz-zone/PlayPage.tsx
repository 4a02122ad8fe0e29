import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { contentLanguageIdAtom, multiLanguageAtom } from '../../lib/settings';
import { PlayScreen } from '../../play';
import { useLevelPaths } from './use-level-paths';

export default function PlayPage() {
  const { t } = useTranslation();
  const { category, subcategory, level, paths } = useLevelPaths();
  const multiLanguage = useAtomValue(multiLanguageAtom);
  const languageId = useAtomValue(contentLanguageIdAtom);
  const language = multiLanguage && languageId ? { language_id: languageId } : {};
  return (
    <PlayScreen
      load={(signal) =>
        call(
          'get_questions_by_level',
          { category, subcategory: subcategory ?? '', level, ...language },
          { signal },
        )
      }
      loadKey={`${paths.play}:${languageId}`}
      paths={paths}
      title={t('level_n', { level })}
      bookmarkType={1}
    />
  );
}
