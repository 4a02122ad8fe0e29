import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { call } from '../../api';
import { PlayScreen } from '../../play/PlayScreen';
import { bookmarkPaths, typeFrom } from './paths';

/** The saved questions of one type as one graded set (no coins); they can be unbookmarked in play. */
export default function PlayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = typeFrom(params);
  return (
    <PlayScreen
      load={(signal) => call('get_bookmark_quiz', { type }, { signal })}
      loadKey={`bookmarks:${type}`}
      paths={bookmarkPaths(type)}
      title={t('mode_bookmarks')}
      bookmarkType={type}
    />
  );
}
