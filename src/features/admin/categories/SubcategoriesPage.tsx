import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminSubcategory } from '../../../../contract/actions/admin-categories';
import { call, errorMessage, useApi } from '../../../api';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Field } from '../../../components/Field';
import { ErrorState, Page, PageHeader } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import tone from '../../../components/Tone.module.css';
import { notify } from '../../../lib/toast';
import { adminCall } from '../ui/admin-call';
import { ConfirmButton } from '../ui/ConfirmButton';
import { FormDialog } from '../ui/FormDialog';
import { ImageField, imageFields, type ImageChoice } from '../ui/ImageField';
import styles from './Categories.module.css';
import { ReorderDialog } from './ReorderDialog';

function SubcategoryForm({
  categoryId,
  subcategory,
  onClose,
  onSaved,
}: {
  categoryId: number;
  subcategory: AdminSubcategory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(subcategory?.name ?? '');
  const [slug, setSlug] = useState(subcategory?.slug ?? '');
  const [visible, setVisible] = useState(subcategory ? subcategory.status === 1 : true);
  const [image, setImage] = useState<ImageChoice>({ file: null, remove: false });
  const save = async () => {
    await call('admin_save_subcategory', {
      ...(subcategory ? { id: subcategory.id } : {}),
      category_id: categoryId,
      name,
      slug,
      status: visible ? '1' : '0',
      ...imageFields(image),
    });
    notify.success(t(subcategory ? 'admin_saved' : 'admin_created'));
    onSaved();
  };
  return (
    <FormDialog
      open
      title={t(subcategory ? 'admin_subcategory_edit' : 'admin_subcategory_new')}
      onClose={onClose}
      onSubmit={save}
      testId="subcategory-form"
    >
      <Field
        label={t('admin_name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={120}
        dir="auto"
        data-testid="subcategory-name"
      />
      <Field
        label={t('admin_slug')}
        hint={t('admin_slug_hint')}
        value={slug}
        onChange={(e) => setSlug(e.target.value)}
        maxLength={120}
        dir="ltr"
      />
      <label className={styles.check}>
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {t('admin_visible')}
      </label>
      <ImageField
        label={t('admin_image')}
        current={subcategory?.image ?? ''}
        value={image}
        onChange={setImage}
      />
    </FormDialog>
  );
}

/** One category's subcategories: add, edit, hide, order, delete (when empty). */
export default function SubcategoriesPage() {
  const { t } = useTranslation();
  const categoryId = Number(useParams().categoryId);
  const list = useApi('admin_list_subcategories', { category_id: categoryId });
  const category = list.data?.category;
  const subcategories = list.data?.subcategories;
  const [editing, setEditing] = useState<AdminSubcategory | 'new' | null>(null);
  const [ordering, setOrdering] = useState(false);

  const remove = async (s: AdminSubcategory) => {
    const done = await adminCall('admin_delete_subcategory', { id: s.id }, t('admin_deleted'));
    if (done) list.reload();
    return !!done;
  };
  const closeOrder = useCallback(() => setOrdering(false), []);
  const saveOrder = async (ids: number[]) => {
    const done = await adminCall(
      'admin_order_subcategories',
      { category_id: categoryId, ids: JSON.stringify(ids) },
      t('admin_saved'),
    );
    if (done) list.reload();
    return !!done;
  };

  let body;
  if (list.error && !list.data)
    body = <ErrorState message={errorMessage(list.error)} onRetry={list.reload} />;
  else if (!subcategories) body = <Skeleton height={160} />;
  else if (subcategories.length === 0) body = <EmptyState title={t('admin_subcategories_empty')} />;
  else
    body = (
      <ul className={styles.subList} data-testid="subcategories">
        {subcategories.map((s) => (
          <li key={s.id} className={styles.subRow} data-testid="subcategory-row">
            {s.image ? (
              <img src={s.image} alt="" className={styles.thumb} />
            ) : (
              <span className={styles.thumb} />
            )}
            <span className={styles.grow}>
              <strong dir="auto">{s.name}</strong>
              <span className={styles.slug}>
                {s.slug} · {t('admin_question_count', { count: s.questions })}
              </span>
            </span>
            {s.status !== 1 ? (
              <span className={`${styles.badge} ${tone.muted}`}>{t('admin_hidden')}</span>
            ) : null}
            <span className={styles.actions}>
              <Button variant="secondary" small onClick={() => setEditing(s)}>
                {t('admin_edit')}
              </Button>
              <ConfirmButton
                title={t('admin_subcategory_delete_title', { name: s.name })}
                confirmLabel={t('admin_delete')}
                onConfirm={() => remove(s)}
                disabled={s.questions > 0}
              >
                {t('admin_delete')}
              </ConfirmButton>
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <Page>
      <PageHeader
        back="/admin/categories"
        title={category ? category.name : t('admin_subcategories')}
        subtitle={t('admin_subcategories_subtitle')}
        aside={
          <span className={styles.actions}>
            <Button variant="secondary" onClick={() => setOrdering(true)} disabled={!subcategories?.length}>
              {t('admin_reorder')}
            </Button>
            <Button onClick={() => setEditing('new')} data-testid="subcategory-new">
              {t('admin_subcategory_new')}
            </Button>
          </span>
        }
      />
      {body}
      {editing ? (
        <SubcategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          categoryId={categoryId}
          subcategory={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      ) : null}
      {ordering && subcategories ? (
        <ReorderDialog items={subcategories} onClose={closeOrder} onSave={saveOrder} />
      ) : null}
    </Page>
  );
}
