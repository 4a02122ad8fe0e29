import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { call } from '../../api';
import { PremiumLockedState } from '../../components/PremiumUnlock';
import { useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play/PlayScreen';
import { useOpenedPassage } from './state';
import { listPath, sessionPaths } from './paths';
import { codes } from '../../../contract/codes';

export default function PlayPage() {
  const { t } = useTranslation();
  const { category = '', subcategory, passage = '' } = useParams();
  const language = useContentLanguage();
  const opened = useOpenedPassage();
  const id = Number.parseInt(passage, 10) || 0;

  return (
    <PlayScreen
      load={(signal) => call('get_fun_n_learn_questions', { fun_n_learn_id: id, ...language }, { signal })}
      loadKey={`fun-and-learn:${id}:${language.language_id ?? 0}`}
      paths={sessionPaths(category, subcategory, passage)}
      title={opened?.id === id ? opened.title : t('mode_fun_learn')}
      renderError={(code, message) =>
        code === codes.premiumLocked ? (
          <PremiumLockedState message={message} to={listPath(category, subcategory)} />
        ) : undefined
      }
    />
  );
}
