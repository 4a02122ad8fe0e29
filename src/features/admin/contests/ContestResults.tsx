import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api';
import { ErrorState } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { numberLocale } from '../../../lib/i18n';
import styles from '../events/Events.module.css';

/** A contest's board as players see it (get_contest_leaderboard) and whether prizes were paid. */
export function ContestResults({ contestId, settled }: { contestId: number; settled: boolean }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(numberLocale(i18n.language));
  const { data, error, reload } = useApi('get_contest_leaderboard', { contest_id: contestId, limit: 100 });
  if (error && !data) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data) return <Skeleton height={80} />;
  return (
    <section className={styles.form} data-testid="contest-results">
      <h2 className={styles.legend}>{t('admin_ev_results')}</h2>
      <p className={styles.muted}>{settled ? t('admin_ev_results_settled') : t('admin_ev_results_open')}</p>
      {data.data.length === 0 ? (
        <p className={styles.muted}>{t('admin_ev_results_empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin_ev_rank')}</th>
              <th scope="col">{t('admin_ev_player')}</th>
              <th scope="col">{t('admin_ev_score')}</th>
              <th scope="col">{t('admin_ev_coins')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((r) => (
              <tr key={r.user_id}>
                <td>{count.format(r.user_rank)}</td>
                <td dir="auto">{r.name}</td>
                <td>{count.format(r.score)}</td>
                <td>{count.format(r.prize)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
