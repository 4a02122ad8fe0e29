import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { call } from '../../api';
import { PremiumLockedState } from '../../components/PremiumUnlock';
import { useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play/PlayScreen';
import { levelsPath, sessionPaths } from './paths';
import { codes } from '../../../contract/codes';
import { bookmarkTypeOf } from '../../../contract/modes';

export default function PlayPage() {
  const { t } = useTranslation();
  const { category = '', subcategory, level: levelParam = '1' } = useParams();
  const level = Number.parseInt(levelParam, 10) || 1;
  const language = useContentLanguage();

  return (
    <PlayScreen
      load={(signal) =>
        call(
          'get_multi_match_questions_by_level',
          { category, subcategory: subcategory ?? '', level, ...language },
          { signal },
        )
      }
      loadKey={`multi-match:${category}:${subcategory ?? ''}:${level}:${language.language_id ?? 0}`}
      paths={sessionPaths(category, subcategory, level)}
      title={t('mode_multi_match')}
      bookmarkType={bookmarkTypeOf('multi_match')}
      renderError={(code, message) =>
        code === codes.premiumLocked ? (
          <PremiumLockedState message={message} to={levelsPath(category, subcategory)} />
        ) : undefined
      }
    />
  );
}
