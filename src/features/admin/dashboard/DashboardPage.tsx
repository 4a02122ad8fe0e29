import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Dashboard } from '../../../../contract/admin-player-models';
import { modeOfQuizType } from '../../../../contract/modes';
import { errorMessage, useApi } from '../../../api';
import {
  IconBanknote,
  IconCoin,
  IconFlag,
  IconPlay,
  IconSparkles,
  IconUser,
  IconUsers,
  IconWallet,
} from '../../../components/icons';
import { ErrorState, Page, PageHeader } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { StatTile } from '../../../components/StatTile';
import { useAdminFormat } from '../ui/format';
import styles from './DashboardPage.module.css';

// chart.js loads as its own chunk, only when the dashboard has numbers to draw.
const DayBars = lazy(() => import('./DashboardCharts'));

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className={styles.panel} aria-label={title} data-testid={testId}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** The mode's name: a game mode's own title, else the console's word for battles, exams, offline. */
function useModeName() {
  const { t } = useTranslation();
  return (mode: string) => {
    const def = modeOfQuizType(mode);
    if (def) return t(`mode_${def.id}`);
    return t(`admin_dash_mode_${mode}`, { defaultValue: mode });
  };
}

function Tiles({ d }: { d: Dashboard }) {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const gamesToday = d.games_today.reduce((n, g) => n + g.count, 0);
  return (
    <ul className={styles.tiles}>
      <StatTile
        as="li"
        Icon={IconUsers}
        tone="primary"
        value={f.number(d.players.total)}
        label={t('admin_dash_players_total')}
        testId="dash-players"
      />
      <StatTile
        as="li"
        Icon={IconUser}
        tone="info"
        value={f.number(d.players.new_today)}
        label={t('admin_dash_new_today')}
        testId="dash-new-today"
      />
      <StatTile
        as="li"
        Icon={IconUser}
        tone="info"
        value={f.number(d.players.new_7d)}
        label={t('admin_dash_new_7d')}
        testId="dash-new-7d"
      />
      <StatTile
        as="li"
        Icon={IconSparkles}
        tone="success"
        value={f.number(d.players.active_today)}
        label={t('admin_dash_active_today')}
        testId="dash-active"
      />
      <StatTile
        as="li"
        Icon={IconPlay}
        tone="success"
        value={f.number(gamesToday)}
        label={t('admin_dash_games_today')}
        testId="dash-games"
      />
      <StatTile
        as="li"
        Icon={IconCoin}
        tone="gold"
        value={f.number(d.coins.issued_today)}
        label={t('admin_dash_issued_today')}
        testId="dash-issued"
      />
      <StatTile
        as="li"
        Icon={IconWallet}
        tone="gold"
        value={f.number(d.coins.spent_today)}
        label={t('admin_dash_spent_today')}
        testId="dash-spent"
      />
      <StatTile
        as="li"
        Icon={IconCoin}
        tone="gold"
        value={`${f.number(d.coins.issued_30d)} / ${f.number(d.coins.spent_30d)}`}
        label={t('admin_dash_coins_30d')}
        testId="dash-coins-30d"
      />
    </ul>
  );
}

/** The operator's first page (issue 17): today's numbers, the queues waiting, and two weeks of trend. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const modeName = useModeName();
  const { data, error, reload } = useApi('admin_get_dashboard', {});

  if (error && !data)
    return (
      <Page>
        <PageHeader title={t('admin_nav_dashboard')} />
        <ErrorState message={errorMessage(error)} onRetry={reload} />
      </Page>
    );
  return (
    <Page>
      <PageHeader title={t('admin_nav_dashboard')} subtitle={t('admin_dash_subtitle')} />
      {!data ? (
        <div className={styles.loading}>
          <Skeleton height={88} />
          <Skeleton height={260} />
        </div>
      ) : (
        <div className={styles.layout} data-testid="admin-dashboard">
          <Tiles d={data} />
          <div className={styles.queues}>
            <Link to="../payouts" className={styles.queue} data-testid="dash-pending-payouts">
              <IconBanknote size={22} aria-hidden />
              <span className={styles.queueValue}>{f.number(data.pending_payouts.count)}</span>
              <span className={styles.queueLabel}>
                {t('admin_dash_pending_payouts')}
                <small>
                  {t('admin_dash_pending_coins', { coins: f.number(data.pending_payouts.coins) })}
                </small>
              </span>
            </Link>
            <div className={styles.queue} data-testid="dash-open-reports">
              <IconFlag size={22} aria-hidden />
              <span className={styles.queueValue}>{f.number(data.open_reports)}</span>
              <span className={styles.queueLabel}>{t('admin_dash_open_reports')}</span>
            </div>
          </div>
          <div className={styles.charts}>
            <Panel title={t('admin_dash_chart_players')} testId="dash-chart-players">
              <div className={styles.chartBox}>
                <Suspense fallback={<Skeleton height={220} />}>
                  <DayBars
                    labels={data.new_players_by_day.map((d) => f.day(d.day))}
                    values={data.new_players_by_day.map((d) => d.count)}
                    label={t('admin_dash_chart_players')}
                    colour="primary"
                    testId="chart-new-players"
                  />
                </Suspense>
              </div>
            </Panel>
            <Panel title={t('admin_dash_chart_games')} testId="dash-chart-games">
              <div className={styles.chartBox}>
                <Suspense fallback={<Skeleton height={220} />}>
                  <DayBars
                    labels={data.games_by_day.map((d) => f.day(d.day))}
                    values={data.games_by_day.map((d) => d.count)}
                    label={t('admin_dash_chart_games')}
                    colour="series"
                    testId="chart-games"
                  />
                </Suspense>
              </div>
            </Panel>
          </div>
          <Panel title={t('admin_dash_by_mode')} testId="dash-by-mode">
            {data.games_today.length === 0 ? (
              <p className={styles.muted}>{t('admin_dash_no_games')}</p>
            ) : (
              <ul className={styles.modes}>
                {data.games_today.map((g) => (
                  <li key={g.mode}>
                    <span>{modeName(g.mode)}</span>
                    <strong>{f.number(g.count)}</strong>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      )}
    </Page>
  );
}
