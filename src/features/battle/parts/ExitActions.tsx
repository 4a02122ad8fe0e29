import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/Button';
import { IconHome } from '../../../components/icons';
import { battleBase, type BattleArea } from '../paths';
import styles from './Parts.module.css';

/** The way out of a battle that is gone: back to this area's battles, or home. */
export function ExitActions({ area, testId }: { area: BattleArea; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.exitActions}>
      <ButtonLink to={battleBase[area]} data-testid={testId}>
        {t('battle_back_to_battles')}
      </ButtonLink>
      <ButtonLink to="/" variant="secondary">
        <IconHome size={20} /> {t('home')}
      </ButtonLink>
    </div>
  );
}
