import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { lastResultAtom, ResultScreen } from '../../play';
import { offlineHome } from './paths';

const pathsOf = (play: string) => ({
  play,
  result: '/offline/result/',
  review: '/offline/review/',
  exit: offlineHome,
});

export default function ResultPage() {
  const { t } = useTranslation();
  const last = useAtomValue(lastResultAtom);
  return (
    <ResultScreen
      paths={pathsOf(last?.path ?? '')}
      note={<span data-testid="offline-result-note">{t('offline_result_note')}</span>}
    />
  );
}
