import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { IconTrash } from '../../../components/icons';
import styles from '../events/Events.module.css';

export interface Prize {
  rank: number;
  coins: number;
}

/** A contest's prize table: coins by final rank, paid when the contest is settled. */
export function PrizesEditor({
  prizes,
  onChange,
  disabled,
}: {
  prizes: Prize[];
  onChange: (prizes: Prize[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<Prize>) =>
    onChange(prizes.map((p, k) => (k === i ? { ...p, ...change } : p)));
  return (
    <fieldset className={styles.section} disabled={disabled} data-testid="prizes">
      <legend className={styles.legend}>{t('admin_ev_prizes')}</legend>
      {prizes.map((p, i) => (
        <div key={i} className={styles.row}>
          <Field
            label={t('admin_ev_rank')}
            type="number"
            min={1}
            max={1000}
            value={p.rank}
            onChange={(e) => set(i, { rank: Number(e.target.value) })}
          />
          <Field
            label={t('admin_ev_coins')}
            type="number"
            min={0}
            max={1_000_000}
            value={p.coins}
            onChange={(e) => set(i, { coins: Number(e.target.value) })}
          />
          <Button
            type="button"
            variant="ghost"
            small
            aria-label={t('admin_ev_prize_remove', { rank: p.rank })}
            onClick={() => onChange(prizes.filter((_, k) => k !== i))}
          >
            <IconTrash size={16} aria-hidden />
          </Button>
        </div>
      ))}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          small
          onClick={() => onChange([...prizes, { rank: prizes.length + 1, coins: 0 }])}
        >
          {t('admin_ev_prize_add')}
        </Button>
      </div>
    </fieldset>
  );
}
