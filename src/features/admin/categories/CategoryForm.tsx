import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '../../../../contract/actions/admin-categories';
import type { ContentLanguage } from '../../../../contract/models';
import { call } from '../../../api';
import { Field, SelectField } from '../../../components/Field';
import { notify } from '../../../lib/toast';
import { FormDialog } from '../ui/FormDialog';
import { ImageField, imageFields, type ImageChoice } from '../ui/ImageField';
import styles from './Categories.module.css';
import { catalogueOptions } from './scope';

/** Creates (no `category`) or edits a category: name, address, language, catalogue, price, picture. */
export function CategoryForm({
  open,
  category,
  languages,
  defaults,
  onClose,
  onSaved,
}: {
  open: boolean;
  category: AdminCategory | null;
  languages: ContentLanguage[];
  defaults: { type: number; languageId: number };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [languageId, setLanguageId] = useState(category?.language_id ?? defaults.languageId);
  const [type, setType] = useState(category?.type ?? defaults.type);
  const [premium, setPremium] = useState(category?.is_premium ?? false);
  const [coins, setCoins] = useState(String(category?.coins ?? 0));
  const [image, setImage] = useState<ImageChoice>({ file: null, remove: false });

  const save = async () => {
    await call('admin_save_category', {
      ...(category ? { id: category.id } : {}),
      name,
      slug,
      language_id: languageId,
      type,
      is_premium: premium ? '1' : '0',
      coins: premium ? coins : '0',
      ...imageFields(image),
    });
    notify.success(t(category ? 'admin_saved' : 'admin_created'));
    onSaved();
  };

  return (
    <FormDialog
      open={open}
      title={t(category ? 'admin_category_edit' : 'admin_category_new')}
      onClose={onClose}
      onSubmit={save}
      testId="category-form"
    >
      <Field
        label={t('admin_name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={120}
        dir="auto"
        data-testid="category-name"
      />
      <Field
        label={t('admin_slug')}
        hint={t('admin_slug_hint')}
        value={slug}
        onChange={(e) => setSlug(e.target.value)}
        maxLength={120}
        dir="ltr"
      />
      <div className={styles.pair}>
        <SelectField
          label={t('admin_catalogue')}
          value={type}
          onChange={(e) => setType(Number(e.target.value))}
          data-testid="category-type"
        >
          {catalogueOptions.map((c) => (
            <option key={c.type} value={c.type}>
              {t(c.label)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin_language')}
          value={languageId}
          onChange={(e) => setLanguageId(Number(e.target.value))}
        >
          {languages.map((l) => (
            <option key={l.id} value={l.id}>
              {l.language}
            </option>
          ))}
        </SelectField>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={premium} onChange={(e) => setPremium(e.target.checked)} />
        {t('admin_premium')}
      </label>
      {premium ? (
        <Field
          label={t('admin_price')}
          type="number"
          min={0}
          inputMode="numeric"
          value={coins}
          onChange={(e) => setCoins(e.target.value)}
        />
      ) : null}
      <ImageField
        label={t('admin_image')}
        current={category?.image ?? ''}
        value={image}
        onChange={setImage}
      />
    </FormDialog>
  );
}
