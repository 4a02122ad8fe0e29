import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contract/admin-models';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import { languageTag } from '../../../lib/i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { useAdminTable } from '../ui/use-admin-table';
import styles from './AuditPage.module.css';

const targetTypes = [
  'user',
  'payment',
  'category',
  'question',
  'contest',
  'exam',
  'report',
  'setting',
  'page',
  'notification',
];

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields that differ between before and after, as "field: before → after" lines. */
function changes(entry: AuditEntry): { field: string; before: string; after: string }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (typeof before !== 'object' || typeof after !== 'object')
    return [{ field: '', before: show(entry.before), after: show(entry.after) }];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((f) => ({ field: f, before: show(before[f]), after: show(after[f]) }));
}

/** Every operator write, newest first (DESIGN §13): who, what, before and after, when. Admins only. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [targetType, setTargetType] = useState('');
  const table = useAdminTable('admin_get_audit_log', targetType ? { target_type: targetType } : {});
  const when = new Intl.DateTimeFormat(languageTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      label: t('admin_audit_when'),
      sort: 'created_at',
      cell: (r) => <time dateTime={r.created_at}>{when.format(new Date(r.created_at))}</time>,
    },
    {
      key: 'who',
      label: t('admin_audit_who'),
      cell: (r) => (
        <span dir="auto">
          {r.actor_name} <span className={styles.muted}>· {t(`admin_role_${r.actor_role}`)}</span>
        </span>
      ),
    },
    {
      key: 'action',
      label: t('admin_audit_action'),
      cell: (r) => <code className={styles.code}>{r.action}</code>,
    },
    {
      key: 'target',
      label: t('admin_audit_target'),
      cell: (r) => (
        <span>
          {t(`admin_target_${r.target_type}`, { defaultValue: r.target_type })} #{r.target_id}
        </span>
      ),
    },
    {
      key: 'change',
      label: t('admin_audit_change'),
      cell: (r) => {
        const list = changes(r);
        if (list.length === 0) return <span className={styles.muted}>{t('admin_audit_no_change')}</span>;
        return (
          <ul className={styles.changes} data-testid="audit-change">
            {list.map((c) => (
              <li key={c.field}>
                {c.field ? <strong>{c.field}: </strong> : null}
                <span className={styles.before} dir="auto">
                  {c.before}
                </span>{' '}
                → <span dir="auto">{c.after}</span>
              </li>
            ))}
          </ul>
        );
      },
    },
  ];

  return (
    <Page>
      <PageHeader title={t('admin_nav_audit')} subtitle={t('admin_audit_subtitle')} />
      <DataTable
        caption={t('admin_nav_audit')}
        columns={columns}
        rows={table.data?.rows}
        total={table.data?.total}
        rowKey={(r) => r.id}
        query={table.query}
        onQuery={table.update}
        loading={table.loading}
        error={table.error}
        onRetry={table.reload}
        searchLabel={t('admin_audit_search')}
        emptyText={t('admin_audit_empty')}
        testId="audit-table"
        toolbar={
          <SelectField
            label={t('admin_audit_target')}
            value={targetType}
            onChange={(e) => {
              setTargetType(e.target.value);
              table.update({});
            }}
          >
            <option value="">{t('admin_all')}</option>
            {targetTypes.map((type) => (
              <option key={type} value={type}>
                {t(`admin_target_${type}`)}
              </option>
            ))}
          </SelectField>
        }
      />
    </Page>
  );
}
