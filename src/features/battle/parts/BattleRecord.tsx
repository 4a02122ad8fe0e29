import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleStatistics } from '../../../../contract/battle-models';
import type { ApiState } from '../../../api/use-api';
import { IconCross, IconTrophy, type IconProps } from '../../../components/icons';
import { ErrorState } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { IconDraw } from './icons';
import { PlayerAvatar } from './players';
import styles from './Record.module.css';
import { StreakMeter } from './StreakMeter';
import { ListRow } from '../../../components/ListRow';
import { Verdict } from '../../../components/Verdict';

type Outcome = BattleStatistics['battles'][number]['mystatus'];

const outcomeLook: Record<Outcome, { key: string; Icon: ComponentType<IconProps> }> = {
  Won: { key: 'battle_outcome_won', Icon: IconTrophy },
  Lost: { key: 'battle_outcome_lost', Icon: IconCross },
  Draw: { key: 'battle_outcome_draw', Icon: IconDraw },
};
const outcomeTone = { Won: 'success', Lost: 'danger', Draw: 'neutral' } as const satisfies Record<
  Outcome,
  string
>;

/** Wins, draws and losses, the random-battle win streak, and the last opponents. */
export function BattleRecord({ stats }: { stats: ApiState<'get_battle_statistics'> }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const report = stats.data?.myreport;

  return (
    <section className={styles.record} aria-labelledby="battle-record" data-testid="battle-record">
      <h2 id="battle-record" className={styles.heading}>
        {t('battle_my_record')}
      </h2>
      {stats.loading ? (
        <div className={styles.loading} aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={84} radius="var(--radius-lg)" />
          <Skeleton height={72} radius="var(--radius-lg)" />
        </div>
      ) : stats.error || !report ? (
        <ErrorState
          message={stats.error?.message ?? t('code_122')}
          offline={stats.error?.code === 'offline'}
          onRetry={stats.reload}
        />
      ) : (
        <>
          <ul className={styles.tally}>
            <li className={styles.tallyItem} data-kind="won">
              <span className={styles.tallyIcon} aria-hidden="true">
                <IconTrophy size={20} />
              </span>
              <span className={styles.tallyValue} data-testid="record-won">
                {report.victories}
              </span>
              <span className={styles.tallyLabel}>{t('battle_wins')}</span>
            </li>
            <li className={styles.tallyItem} data-kind="draw">
              <span className={styles.tallyIcon} aria-hidden="true">
                <IconDraw size={20} />
              </span>
              <span className={styles.tallyValue} data-testid="record-draw">
                {report.drawn}
              </span>
              <span className={styles.tallyLabel}>{t('battle_draws')}</span>
            </li>
            <li className={styles.tallyItem} data-kind="lost">
              <span className={styles.tallyIcon} aria-hidden="true">
                <IconCross size={20} />
              </span>
              <span className={styles.tallyValue} data-testid="record-lost">
                {report.lost}
              </span>
              <span className={styles.tallyLabel}>{t('battle_losses')}</span>
            </li>
          </ul>
          <StreakMeter streak={report.win_streak} />
          <h3 className={styles.subheading}>{t('battle_recent_opponents')}</h3>
          {stats.data!.battles.length === 0 ? (
            <p className={styles.none}>{t('battle_no_battles')}</p>
          ) : (
            <ul className={styles.recent} data-testid="recent-battles">
              {stats.data!.battles.map((b) => {
                const look = outcomeLook[b.mystatus];
                const first = b.opponents[0];
                return (
                  <ListRow as="li" key={b.room_id}>
                    {first ? (
                      <PlayerAvatar player={{ ...first, is_bot: false }} size={40} />
                    ) : (
                      <span className={styles.nobody} aria-hidden="true" />
                    )}
                    <span className={styles.recentText}>
                      <span className={styles.recentName} dir="auto">
                        {b.opponents.map((o) => o.name || t('battle_player')).join(', ') || '—'}
                      </span>
                      <span className={styles.recentMeta}>
                        {t(`battle_kind_${b.mode}`, { defaultValue: b.mode })} ·{' '}
                        <time dateTime={b.date_created}>{date.format(new Date(b.date_created))}</time>
                      </span>
                    </span>
                    <Verdict tone={outcomeTone[b.mystatus]} data-outcome={b.mystatus}>
                      <look.Icon size={16} />
                      {t(look.key)}
                    </Verdict>
                  </ListRow>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
