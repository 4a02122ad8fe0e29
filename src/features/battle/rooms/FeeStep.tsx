import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCoin, IconLock } from '../../../components/icons';
import type { BattleArea } from '../paths';
import { ChoiceChips } from './ChoiceChips';
import styles from './RoomSetup.module.css';
import { Card } from '../../../components/Card';

/** The entry fee each player pays, beside my coins: a fee I cannot pay wears a lock and says so. */
export function FeeStep({
  area,
  fees,
  value,
  coins,
  onChange,
}: {
  area: BattleArea;
  fees: number[];
  value: number;
  coins: number;
  onChange: (fee: number) => void;
}) {
  const { t } = useTranslation();
  const ids = { fee: useId(), feeNote: useId() };
  return (
    <Card as="section" pressed aria-labelledby={ids.fee}>
      <div className={styles.stepHead}>
        <h2 id={ids.fee} className={styles.stepTitle}>
          {t('rooms_entry_fee')}
        </h2>
        <span className={styles.myCoins} data-testid="room-my-coins-line">
          <IconCoin size={18} className={styles.coinIcon} />
          {t('rooms_your_coins')} <b data-testid="room-my-coins">{coins}</b>
        </span>
      </div>
      <ChoiceChips
        labelId={ids.fee}
        describedBy={ids.feeNote}
        value={value}
        onChange={onChange}
        layout="even"
        choices={fees.map((f) => ({
          value: f,
          testId: `room-fee-${f}`,
          ariaLabel:
            f === 0
              ? t('rooms_free')
              : [t('rooms_fee_each', { fee: f }), coins < f ? t('rooms_not_enough_coins') : '']
                  .filter(Boolean)
                  .join(', '),
          label:
            f === 0 ? (
              t('rooms_free')
            ) : (
              <>
                {coins < f ? (
                  <IconLock size={14} className={styles.chipLock} />
                ) : (
                  <IconCoin size={18} className={styles.coinIcon} />
                )}
                {f}
              </>
            ),
        }))}
      />
      <p id={ids.feeNote} className={styles.note}>
        {t(area === 'group' ? 'rooms_fee_note_group' : 'rooms_fee_note_friend')}
      </p>
    </Card>
  );
}
