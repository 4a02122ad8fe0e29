import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play/PlayScreen';
import { trueFalsePaths } from './paths';
import { trueFalseQuestions } from './questions';
import { bookmarkTypeOf } from '../../../contract/modes';

export default function PlayPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <PlayScreen
      load={(signal) => call('get_questions_by_type', trueFalseQuestions(language), { signal })}
      loadKey={`true-false:${language.language_id ?? 0}`}
      paths={trueFalsePaths}
      title={t('mode_true_false')}
      bookmarkType={bookmarkTypeOf('true_false')}
    />
  );
}
