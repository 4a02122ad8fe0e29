import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { contentLanguageIdAtom, multiLanguageAtom } from '../../lib/settings';
import { PlayScreen } from '../../play';
import { trueFalsePaths } from './paths';

export default function PlayPage() {
  const { t } = useTranslation();
  const multiLanguage = useAtomValue(multiLanguageAtom);
  const languageId = useAtomValue(contentLanguageIdAtom);
  const language = multiLanguage && languageId ? { language_id: languageId } : {};
  return (
    <PlayScreen
      load={(signal) => call('get_questions_by_type', { type: 2, ...language }, { signal })}
      loadKey={`true-false:${languageId}`}
      paths={trueFalsePaths}
      title={t('mode_true_false')}
      bookmarkType={1}
    />
  );
}
