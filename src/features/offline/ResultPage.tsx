import { useTranslation } from 'react-i18next';
import { ResultScreen, useLastResult } from '../../play';
import { offlineHome } from './paths';

const pathsOf = (play: string) => ({
  play,
  result: '/offline/result/',
  review: '/offline/review/',
  exit: offlineHome,
});

export default function ResultPage() {
  const { t } = useTranslation();
  const last = useLastResult();
  return (
    <ResultScreen
      paths={pathsOf(last?.path ?? '')}
      note={<span data-testid="offline-result-note">{t('offline_result_note')}</span>}
    />
  );
}
