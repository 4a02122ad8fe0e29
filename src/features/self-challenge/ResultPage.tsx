import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { IconCoin } from '../../components/icons';
import { ResultScreen } from '../../play';
import { readChoice, selfPaths } from './choice';

export default function ResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paths = selfPaths(readChoice(params));
  return (
    <ResultScreen
      paths={paths}
      note={
        <span data-testid="self-no-coins">
          <IconCoin size={18} /> {t('self_no_coins_result')}
        </span>
      }
    />
  );
}
