import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../contract/admin-player-models';
import type { SessionInfo } from '../../../../contract/account-models';
import { modeOfQuizType } from '../../../../contract/modes';
import type { PaymentRequest, TrackerEntry } from '../../../../contract/wallet-models';
import { DataTable, type Column } from '../ui/DataTable';
import { useAdminFormat } from '../ui/format';
import { StaticTable } from '../ui/StaticTable';
import { useAdminTable } from '../ui/use-admin-table';
import { PaymentStatusBadge } from '../ui/PaymentStatusBadge';
import styles from './Players.module.css';

type Game = AdminUserDetail['games'][number];

export function SessionsPanel({ sessions }: { sessions: SessionInfo[] }) {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const columns: Column<SessionInfo>[] = [
    { key: 'device', label: t('admin_col_device'), cell: (s) => s.device || t('admin_device_unknown') },
    { key: 'started', label: t('admin_col_started'), cell: (s) => f.dateTime(s.created_at) },
    { key: 'seen', label: t('admin_col_last_seen'), cell: (s) => f.dateTime(s.last_seen) },
  ];
  return (
    <StaticTable
      caption={t('admin_tab_sessions')}
      columns={columns}
      rows={sessions}
      rowKey={(s) => s.id}
      emptyText={t('admin_player_no_sessions')}
      testId="player-sessions"
    />
  );
}

/** The player's coin ledger, paged on the server, newest first. */
export function LedgerPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const table = useAdminTable('admin_list_user_ledger', { user_id: userId }, { limit: 10 });
  const columns: Column<TrackerEntry>[] = [
    { key: 'when', label: t('admin_col_when'), cell: (e) => f.dateTime(e.date) },
    {
      key: 'reason',
      label: t('admin_col_reason'),
      cell: (e) => (
        <span className={styles.contact}>
          {t(`coin_reason_${e.reason}`, { defaultValue: e.reason })}
          <small className={styles.mono}>{e.ref}</small>
        </span>
      ),
    },
    {
      key: 'amount',
      label: t('admin_col_amount'),
      align: 'end',
      cell: (e) => (
        <strong className={e.amount > 0 ? styles.plus : styles.minus}>{f.signed(e.amount)}</strong>
      ),
    },
    { key: 'balance', label: t('admin_col_balance'), align: 'end', cell: (e) => f.number(e.balance) },
  ];
  return (
    <DataTable
      caption={t('admin_tab_coins')}
      columns={columns}
      rows={table.data?.rows}
      total={table.data?.total}
      rowKey={(e) => e.id}
      query={table.query}
      onQuery={table.update}
      loading={table.loading}
      error={table.error}
      onRetry={table.reload}
      emptyText={t('admin_player_no_ledger')}
      testId="player-ledger"
    />
  );
}

export function GamesPanel({ games }: { games: Game[] }) {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const mode = (type: string) => {
    const def = modeOfQuizType(type);
    return def ? t(`mode_${def.id}`) : t(`admin_dash_mode_${type}`, { defaultValue: type });
  };
  const columns: Column<Game>[] = [
    { key: 'when', label: t('admin_col_when'), cell: (g) => f.dateTime(g.created_at) },
    { key: 'mode', label: t('admin_col_mode'), cell: (g) => mode(g.quiz_type) },
    {
      key: 'result',
      label: t('admin_col_result'),
      cell: (g) =>
        g.correct === null
          ? t('admin_game_open')
          : t('admin_game_graded', { correct: f.number(g.correct), total: f.number(g.total) }),
    },
    {
      key: 'score',
      label: t('admin_col_score'),
      align: 'end',
      cell: (g) => (g.score === null ? '—' : f.number(g.score)),
    },
  ];
  return (
    <StaticTable
      caption={t('admin_tab_games')}
      columns={columns}
      rows={games}
      rowKey={(g) => g.id}
      emptyText={t('admin_player_no_games')}
      testId="player-games"
    />
  );
}

export function PayoutsPanel({ payments }: { payments: PaymentRequest[] }) {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const columns: Column<PaymentRequest>[] = [
    { key: 'when', label: t('admin_col_requested'), cell: (p) => f.date(p.date) },
    {
      key: 'amount',
      label: t('admin_col_amount'),
      cell: (p) =>
        `${f.money(p.payment_amount)} · ${t('admin_coins_value', { coins: f.number(p.coin_used) })}`,
    },
    { key: 'status', label: t('admin_col_status'), cell: (p) => <PaymentStatusBadge status={p.status} /> },
    {
      key: 'note',
      label: t('admin_col_reason'),
      cell: (p) =>
        [p.reference ? t('admin_payment_reference', { reference: p.reference }) : '', p.reason]
          .filter(Boolean)
          .join(' · ') || '—',
    },
  ];
  return (
    <StaticTable
      caption={t('admin_tab_payouts')}
      columns={columns}
      rows={payments}
      rowKey={(p) => p.id}
      emptyText={t('admin_player_no_payouts')}
      testId="player-payouts"
    />
  );
}
