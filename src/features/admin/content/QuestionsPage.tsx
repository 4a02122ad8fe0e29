import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import type { AdminQuestionRow } from '../../../../contract/content-models';
import { questionKindNames } from '../../../../contract/content-models';
import { useApi } from '../../../api';
import { ButtonLink } from '../../../components/Button';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import { MathText } from '../../../play/MathText';
import { adminCall } from '../ui/admin-call';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { tableState, useAdminTable } from '../ui/use-admin-table';
import { contentModes, modeOfType } from './content-form';
import styles from './Content.module.css';

const QuestionEditor = lazy(() => import('./QuestionEditor'));

/** The questions section: the list at /admin/questions, the editor at /admin/questions/:id. */
export default function QuestionsPage() {
  return (
    <Routes>
      <Route index element={<QuestionList />} />
      <Route path=":id" element={<QuestionEditor />} />
    </Routes>
  );
}

function QuestionList() {
  const { t } = useTranslation();
  const scopes = useApi('admin_question_scopes', {});
  const [filters, setFilters] = useState({ language_id: '', type: '', category_id: '', kind: '' });
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const payload = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const table = useAdminTable('admin_list_questions', payload);
  const categories = (scopes.data?.categories ?? []).filter(
    (c) =>
      (!filters.type || c.type === Number(filters.type)) &&
      (!filters.language_id || c.language_id === Number(filters.language_id)),
  );
  const filter = (key: keyof typeof filters, value: string) => {
    setFilters((f) => ({
      ...f,
      [key]: value,
      ...(key !== 'category_id' && key !== 'kind' ? { category_id: '' } : {}),
    }));
    setSelected(new Set());
  };
  const remove = async () => {
    const ids = [...selected];
    const done = await adminCall(
      'admin_delete_questions',
      { ids: JSON.stringify(ids) },
      t('content_deleted', { count: ids.length }),
    );
    if (!done) return false;
    setSelected(new Set());
    table.reload();
  };

  const columns: Column<AdminQuestionRow>[] = [
    { key: 'id', label: '#', sort: 'id', cell: (r) => r.id },
    {
      key: 'question',
      label: t('content_question'),
      sort: 'question',
      cell: (r) => (
        <Link
          to={`/admin/questions/${r.id}`}
          className={styles.rowLink}
          dir="auto"
          data-testid="content-row-link"
        >
          <MathText text={r.question} />
        </Link>
      ),
    },
    {
      key: 'kind',
      label: t('content_kind'),
      cell: (r) => (
        <span>
          {t(`content_kind_${r.kind}`)}
          {r.has_image ? ` · ${t('content_image')}` : ''}
          {r.has_audio ? ` · ${t('content_audio')}` : ''}
        </span>
      ),
    },
    {
      key: 'category',
      label: t('content_category'),
      sort: 'category',
      cell: (r) => (
        <span dir="auto">
          {t(`content_mode_${modeOfType(r.type)?.name ?? 'quiz_zone'}`)} › {r.category_name}
          {r.subcategory_name ? ` › ${r.subcategory_name}` : ''}
        </span>
      ),
    },
    { key: 'language', label: t('content_language'), cell: (r) => r.language },
    { key: 'level', label: t('content_level'), sort: 'level', align: 'end', cell: (r) => r.level || '—' },
  ];

  return (
    <Page>
      <PageHeader
        title={t('content_questions_title')}
        subtitle={t('content_questions_subtitle')}
        aside={
          <ButtonLink to="/admin/questions/new" small data-testid="content-new">
            {t('content_new')}
          </ButtonLink>
        }
      />
      <DataTable
        caption={t('content_questions_title')}
        columns={columns}
        rowKey={(r) => r.id}
        {...tableState(table)}
        searchLabel={t('content_search')}
        emptyText={t('content_empty')}
        selection={{ selected, onChange: setSelected }}
        testId="content-table"
        toolbar={
          <>
            <SelectField
              label={t('content_language')}
              value={filters.language_id}
              onChange={(e) => filter('language_id', e.target.value)}
            >
              <option value="">{t('admin_all')}</option>
              {scopes.data?.languages.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('content_mode')}
              value={filters.type}
              onChange={(e) => filter('type', e.target.value)}
              data-testid="content-filter-mode"
            >
              <option value="">{t('admin_all')}</option>
              {contentModes.map((m) => (
                <option key={m.type} value={m.type}>
                  {t(`content_mode_${m.name}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('content_category')}
              value={filters.category_id}
              onChange={(e) => filter('category_id', e.target.value)}
            >
              <option value="">{t('admin_all')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('content_kind')}
              value={filters.kind}
              onChange={(e) => filter('kind', e.target.value)}
            >
              <option value="">{t('admin_all')}</option>
              {questionKindNames.map((k) => (
                <option key={k} value={k}>
                  {t(`content_kind_${k}`)}
                </option>
              ))}
            </SelectField>
            <ConfirmButton
              title={t('content_delete_title', { count: selected.size })}
              body={t('content_delete_body')}
              confirmLabel={t('content_delete')}
              onConfirm={remove}
              disabled={selected.size === 0}
              testId="content-delete"
            >
              {t('content_delete_selected', { count: selected.size })}
            </ConfirmButton>
          </>
        }
      />
    </Page>
  );
}
