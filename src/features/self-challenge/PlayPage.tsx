import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { call } from '../../api';
import { useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play/PlayScreen';
import { choiceQuery, readChoice, selfPaths, setupPath } from './choice';
import { bookmarkTypeOf } from '../../../contract/modes';

/** The challenge as set up: one timer for the whole set (the attempt's seconds_total). */
export default function PlayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const choice = readChoice(params);
  const language = useContentLanguage();
  // An incomplete link goes back to the setup, which says what is missing.
  if (!choice.category || !choice.questions || !choice.minutes)
    return <Navigate to={`${setupPath}${choiceQuery(choice)}`} replace />;

  return (
    <PlayScreen
      load={(signal) =>
        call(
          'get_questions_for_self_challenge',
          {
            category_slug: choice.category,
            subcategory_slug: choice.subcategory,
            limit: choice.questions,
            minutes: choice.minutes,
            ...language,
          },
          { signal },
        )
      }
      loadKey={`self:${choiceQuery(choice)}:${language.language_id ?? 0}`}
      paths={selfPaths(choice)}
      title={t('mode_self_challenge')}
      bookmarkType={bookmarkTypeOf('self_challenge')}
    />
  );
}
