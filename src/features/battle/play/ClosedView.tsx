import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import playStyles from '../../../play/Play.module.css';
import { ExitActions } from '../parts/ExitActions';
import type { BattleArea } from '../paths';

/** A battle closed under me (its code says why) or one I cannot reach (the error says why). */
export function ClosedView({
  area,
  title,
  closedCode,
  error,
}: {
  area: BattleArea;
  title: string;
  closedCode: string | null;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={playStyles.screen} data-testid="battle-closed">
      <Seo title={title} />
      <h1 className="visually-hidden">{title}</h1>
      <EmptyState
        title={closedCode ? t(`code_${closedCode}`) : t('battle_not_here')}
        text={closedCode ? t('battle_closed_text') : error}
        action={<ExitActions area={area} testId="closed-back" />}
      />
    </div>
  );
}
