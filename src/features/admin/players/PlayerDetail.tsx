import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminUserDetail } from '../../../../contract/admin-player-models';
import { errorMessage, useApi } from '../../../api';
import { ErrorState, Page, PageHeader } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { useAdminFormat } from '../ui/format';
import { RoleBadge, StatusBadge } from './badges';
import { PlayerActions } from './PlayerActions';
import { GamesPanel, LedgerPanel, PayoutsPanel, SessionsPanel } from './PlayerPanels';
import styles from './Players.module.css';

type Panel = 'sessions' | 'coins' | 'games' | 'payouts';
const panels: Panel[] = ['coins', 'games', 'payouts', 'sessions'];

function Profile({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const u = detail.user;
  const facts: [string, ReactNode, string][] = [
    [t('admin_col_coins'), f.number(u.coins), 'player-coins'],
    [t('admin_col_score'), f.number(u.score), 'player-score'],
    [t('admin_col_role'), <RoleBadge key="r" role={u.role} />, 'player-role-fact'],
    [t('admin_col_status'), <StatusBadge key="s" status={u.status} />, 'player-status-fact'],
    [
      t('admin_player_login'),
      <span key="l" dir="ltr">
        {u.login_email || u.login_type}{' '}
        {u.login_email ? (
          <small className={styles.muted}>
            ({t(u.email_verified ? 'admin_player_verified' : 'admin_player_unverified')})
          </small>
        ) : null}
      </span>,
      'player-login',
    ],
    [
      t('admin_col_contact'),
      <span key="c" dir="ltr">
        {[u.email, u.mobile].filter(Boolean).join(' · ') || '—'}
      </span>,
      'player-contact',
    ],
    [t('admin_col_joined'), f.dateTime(u.created_at), 'player-joined'],
    [t('admin_player_refer_code'), <code key="rc">{u.refer_code}</code>, 'player-refer'],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value, id]) => (
        <div key={id} className={styles.fact}>
          <dt>{label}</dt>
          <dd data-testid={id}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One player's page (issue 17): profile, the operator's actions, and their history in tabs. */
export default function PlayerDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [panel, setPanel] = useState<Panel>('coins');
  const [ledgerTick, setLedgerTick] = useState(0);
  const { data, error, reload } = useApi('admin_get_user', { user_id: id }, Number.isInteger(id) && id > 0);
  const changed = () => {
    reload();
    setLedgerTick((n) => n + 1);
  };
  return (
    <Page>
      <PageHeader
        back="/admin/players"
        title={data ? data.user.name || t('admin_player_unnamed') : t('admin_player_title', { id })}
        subtitle={t('admin_player_title', { id })}
      />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={reload} />
      ) : !data ? (
        <Skeleton height={240} />
      ) : (
        <div className={styles.detail} data-testid="player-detail">
          <section className={styles.card}>
            <Profile detail={data} />
            <PlayerActions user={data.user} onChanged={changed} />
          </section>
          <Tabs
            tabs={panels.map((p) => ({ value: p, label: t(`admin_tab_${p}`) }))}
            value={panel}
            onSelect={setPanel}
            tabId={(p) => `player-tab-${p}`}
            panelId="player-panel"
            label={t('admin_nav_players')}
          />
          <div
            id="player-panel"
            role="tabpanel"
            aria-labelledby={`player-tab-${panel}`}
            className={styles.panel}
          >
            {panel === 'sessions' ? <SessionsPanel sessions={data.sessions} /> : null}
            {panel === 'coins' ? <LedgerPanel key={ledgerTick} userId={id} /> : null}
            {panel === 'games' ? <GamesPanel games={data.games} /> : null}
            {panel === 'payouts' ? <PayoutsPanel payments={data.payments} /> : null}
          </div>
        </div>
      )}
    </Page>
  );
}
