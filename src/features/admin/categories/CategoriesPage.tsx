import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import type { AdminCategory } from '../../../../contract/actions/admin-categories';
import { useApi } from '../../../api';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import tone from '../../../components/Tone.module.css';
import { adminCall } from '../ui/admin-call';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { useAdminTable } from '../ui/use-admin-table';
import styles from './Categories.module.css';
import { CategoryForm } from './CategoryForm';
import { ReorderDialog } from './ReorderDialog';
import { catalogueOptions } from './scope';
import SubcategoriesPage from './SubcategoriesPage';

/** Categories: list, filters, create/edit, order and delete; a category's subcategories below it. */
export default function CategoriesSection() {
  return (
    <Routes>
      <Route index element={<CategoriesPage />} />
      <Route path=":categoryId" element={<SubcategoriesPage />} />
    </Routes>
  );
}

function CategoriesPage() {
  const { t } = useTranslation();
  const languages = useApi('get_languages', {}).data ?? [];
  const [type, setType] = useState(catalogueOptions[0]!.type);
  const [languageId, setLanguageId] = useState(0);
  const language = languageId || languages.find((l) => l.default_active)?.id || languages[0]?.id || 1;
  // The catalogue's own order first, as players see it.
  const table = useAdminTable(
    'admin_list_categories',
    { type, language_id: language },
    { sort: 'row_order', order: 'asc' },
  );
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [ordering, setOrdering] = useState(false);
  // The whole list of this catalogue and language, for the order dialog (the server wants all of it).
  const all = useApi(
    'admin_list_categories',
    { type, language_id: language, limit: 200, sort: 'row_order', order: 'asc' },
    ordering,
  );

  const remove = async (c: AdminCategory) => {
    const done = await adminCall('admin_delete_category', { id: c.id }, t('admin_deleted'));
    if (done) table.reload();
    return !!done;
  };
  const closeOrder = useCallback(() => setOrdering(false), []);
  const saveOrder = async (ids: number[]) => {
    const done = await adminCall('admin_order_categories', { ids: JSON.stringify(ids) }, t('admin_saved'));
    if (done) table.reload();
    return !!done;
  };

  const columns: Column<AdminCategory>[] = [
    { key: 'order', label: '#', sort: 'row_order', cell: (c) => c.row_order },
    {
      key: 'name',
      label: t('admin_name'),
      sort: 'name',
      cell: (c) => (
        <span className={styles.named}>
          {c.image ? (
            <img src={c.image} alt="" className={styles.thumb} />
          ) : (
            <span className={styles.thumb} />
          )}
          <span>
            <Link to={String(c.id)} dir="auto" className={styles.nameLink} data-testid="category-link">
              {c.name}
            </Link>
            <span className={styles.slug}>{c.slug}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'questions',
      label: t('admin_questions'),
      sort: 'questions',
      align: 'end',
      cell: (c) => c.questions,
    },
    { key: 'subcategories', label: t('admin_subcategories'), align: 'end', cell: (c) => c.subcategories },
    {
      key: 'price',
      label: t('admin_price'),
      cell: (c) =>
        c.is_premium ? (
          <span className={`${styles.badge} ${tone.warning}`}>
            {t('admin_premium_price', { coins: c.coins })}
          </span>
        ) : (
          <span className={styles.slug}>{t('admin_free')}</span>
        ),
    },
    {
      key: 'actions',
      label: t('admin_actions'),
      align: 'end',
      cell: (c) => (
        <span className={styles.actions}>
          <Button variant="secondary" small onClick={() => setEditing(c)} data-testid="category-edit">
            {t('admin_edit')}
          </Button>
          <ConfirmButton
            title={t('admin_category_delete_title', { name: c.name })}
            body={t('admin_category_delete_text')}
            confirmLabel={t('admin_delete')}
            onConfirm={() => remove(c)}
            disabled={c.questions + c.subcategories + c.unlocks > 0}
          >
            {t('admin_delete')}
          </ConfirmButton>
        </span>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title={t('admin_nav_categories')}
        subtitle={t('admin_categories_subtitle')}
        aside={
          <Button onClick={() => setEditing('new')} data-testid="category-new">
            {t('admin_category_new')}
          </Button>
        }
      />
      <DataTable
        caption={t('admin_nav_categories')}
        columns={columns}
        rows={table.data?.rows}
        total={table.data?.total}
        rowKey={(c) => c.id}
        query={table.query}
        onQuery={table.update}
        loading={table.loading}
        error={table.error}
        onRetry={table.reload}
        searchLabel={t('admin_categories_search')}
        emptyText={t('admin_categories_empty')}
        testId="categories-table"
        toolbar={
          <>
            <SelectField
              label={t('admin_catalogue')}
              value={type}
              onChange={(e) => setType(Number(e.target.value))}
            >
              {catalogueOptions.map((c) => (
                <option key={c.type} value={c.type}>
                  {t(c.label)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('admin_language')}
              value={language}
              onChange={(e) => setLanguageId(Number(e.target.value))}
            >
              {languages.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.language}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" onClick={() => setOrdering(true)} disabled={!table.data?.total}>
              {t('admin_reorder')}
            </Button>
          </>
        }
      />
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          open
          category={editing === 'new' ? null : editing}
          languages={languages}
          defaults={{ type, languageId: language }}
          onClose={() => setEditing(null)}
          onSaved={table.reload}
        />
      ) : null}
      {ordering && all.data ? (
        <ReorderDialog items={all.data.rows} onClose={closeOrder} onSave={saveOrder} />
      ) : null}
    </Page>
  );
}
