import { useTranslation } from 'react-i18next';
import { IconCheck, IconCoin } from '../../../components/icons';
import resultStyles from '../../../play/Result.module.css';
import { useCountUp } from '../../../play/use-count-up';

/** Coins won, lost or refunded (counting up), and my right answers. */
export function ResultStats({
  coinsDelta,
  refunded,
  correct,
}: {
  coinsDelta: number;
  refunded: boolean;
  correct: number;
}) {
  const { t } = useTranslation();
  const coins = useCountUp(Math.abs(coinsDelta));
  return (
    <div className={resultStyles.stats}>
      <div className={resultStyles.stat}>
        <span className={resultStyles.statIcon} style={{ background: 'var(--color-gold-strong)' }}>
          <IconCoin size={22} />
        </span>
        <div>
          <div className={resultStyles.statValue}>
            <span dir="ltr">
              {coinsDelta < 0 ? '−' : '+'}
              <span data-testid="battle-coins" data-value={coinsDelta}>
                {coins}
              </span>
            </span>
          </div>
          <div className={resultStyles.statLabel}>
            {refunded ? t('battle_fee_refunded') : coinsDelta < 0 ? t('battle_fee_lost') : t('coins_earned')}
          </div>
        </div>
      </div>
      <div className={resultStyles.stat}>
        <span className={resultStyles.statIcon} style={{ background: 'var(--color-success)' }}>
          <IconCheck size={22} />
        </span>
        <div>
          <div className={resultStyles.statValue} data-testid="battle-correct">
            {correct}
          </div>
          <div className={resultStyles.statLabel}>{t('correct_answers')}</div>
        </div>
      </div>
    </div>
  );
}
