import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import { userRoles } from '../../../../contract/action-def';
import type { AdminUserRow } from '../../../../contract/admin-player-models';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import { DataTable, type Column } from '../ui/DataTable';
import { useAdminFormat } from '../ui/format';
import { useAdminTable } from '../ui/use-admin-table';
import { RoleBadge, StatusBadge } from './badges';
import styles from './Players.module.css';

const PlayerDetail = lazy(() => import('./PlayerDetail'));

function PlayerList() {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const [status, setStatus] = useState('');
  const [role, setRole] = useState('');
  const table = useAdminTable('admin_list_users', {
    ...(status ? { status } : {}),
    ...(role ? { role } : {}),
  });
  const columns: Column<AdminUserRow>[] = [
    {
      key: 'id',
      label: t('admin_col_id'),
      sort: 'id',
      cell: (u) => <span className={styles.mono}>#{u.id}</span>,
    },
    {
      key: 'name',
      label: t('admin_col_name'),
      sort: 'name',
      cell: (u) => (
        <Link to={String(u.id)} className={styles.nameLink} data-testid="player-link" dir="auto">
          {u.name || t('admin_player_unnamed')}
        </Link>
      ),
    },
    {
      key: 'contact',
      label: t('admin_col_contact'),
      cell: (u) => (
        <span className={styles.contact} dir="ltr">
          {u.email}
          {u.mobile ? <small>{u.mobile}</small> : null}
        </span>
      ),
    },
    { key: 'role', label: t('admin_col_role'), cell: (u) => <RoleBadge role={u.role} /> },
    { key: 'status', label: t('admin_col_status'), cell: (u) => <StatusBadge status={u.status} /> },
    {
      key: 'coins',
      label: t('admin_col_coins'),
      sort: 'coins',
      align: 'end',
      cell: (u) => f.number(u.coins),
    },
    {
      key: 'score',
      label: t('admin_col_score'),
      sort: 'score',
      align: 'end',
      cell: (u) => f.number(u.score),
    },
    { key: 'joined', label: t('admin_col_joined'), sort: 'created_at', cell: (u) => f.date(u.created_at) },
  ];
  return (
    <Page>
      <PageHeader title={t('admin_nav_players')} subtitle={t('admin_players_subtitle')} />
      <DataTable
        caption={t('admin_nav_players')}
        columns={columns}
        rows={table.data?.rows}
        total={table.data?.total}
        rowKey={(u) => u.id}
        query={table.query}
        onQuery={table.update}
        loading={table.loading}
        error={table.error}
        onRetry={table.reload}
        searchLabel={t('admin_players_search')}
        emptyText={t('admin_players_empty')}
        testId="players-table"
        toolbar={
          <>
            <SelectField
              label={t('admin_filter_status')}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
            >
              <option value="">{t('admin_all')}</option>
              <option value="active">{t('admin_status_active')}</option>
              <option value="deactivated">{t('admin_status_deactivated')}</option>
            </SelectField>
            <SelectField
              label={t('admin_filter_role')}
              value={role}
              onChange={(e) => setRole(e.target.value)}
            >
              <option value="">{t('admin_all')}</option>
              {userRoles.map((r) => (
                <option key={r} value={r}>
                  {t(`admin_role_${r}`)}
                </option>
              ))}
            </SelectField>
          </>
        }
      />
    </Page>
  );
}

/** The console's players (issue 17): the searchable list, and each player's page at players/:id. */
export default function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayerList />} />
      <Route path=":id" element={<PlayerDetail />} />
    </Routes>
  );
}
