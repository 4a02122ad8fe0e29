import { useTranslation } from 'react-i18next';
import type { QuestionScopes } from '../../../../contract/content-models';
import { Field, SelectField } from '../../../components/Field';
import { contentModes, emptyForm, modeOfType, type QuestionForm } from './content-form';
import styles from './Content.module.css';

interface Props {
  scopes: QuestionScopes;
  form: QuestionForm;
  set: (change: Partial<QuestionForm>) => void;
  languageId: number;
  setLanguageId: (id: number) => void;
  type: number;
  setType: (type: number) => void;
  errorOf: (field: string) => string | undefined;
}

/** Where the question goes (language, mode, category, subcategory), its kind and its level. */
export function ScopeFields({ scopes, form, set, languageId, setLanguageId, type, setType, errorOf }: Props) {
  const { t } = useTranslation();
  const mode = modeOfType(type) ?? contentModes[0]!;
  const categories = scopes.categories.filter((c) => c.type === type && c.language_id === languageId);
  const category = scopes.categories.find((c) => c.id === form.category_id);
  const chooseCategory = (id: number) => {
    const next = scopes.categories.find((c) => c.id === id);
    set({ category_id: id, subcategory_id: null, passage_id: null });
    if (next && !modeOfType(next.type)?.kinds.includes(form.kind))
      set({ kind: emptyForm(next).kind, level: emptyForm(next).level });
  };
  return (
    <div className={styles.grid}>
      <SelectField
        label={t('content_language')}
        value={languageId}
        onChange={(e) => {
          setLanguageId(Number(e.target.value));
          set({ category_id: 0, subcategory_id: null });
        }}
        data-testid="content-language"
      >
        {scopes.languages.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('content_mode')}
        value={type}
        onChange={(e) => {
          const next = modeOfType(Number(e.target.value))!;
          setType(next.type);
          set({
            category_id: 0,
            subcategory_id: null,
            kind: next.kinds[0]!,
            level: next.name === 'multi_match' ? 1 : 0,
          });
        }}
        data-testid="content-mode"
      >
        {contentModes.map((m) => (
          <option key={m.type} value={m.type}>
            {t(`content_mode_${m.name}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('content_category')}
        value={form.category_id || ''}
        onChange={(e) => chooseCategory(Number(e.target.value))}
        aria-invalid={errorOf('category_id') ? true : undefined}
        data-testid="content-category"
      >
        <option value="">{t('content_choose')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('content_subcategory')}
        value={form.subcategory_id ?? ''}
        onChange={(e) => set({ subcategory_id: e.target.value ? Number(e.target.value) : null })}
        disabled={!category?.subcategories.length}
        data-testid="content-subcategory"
      >
        <option value="">{t('content_none')}</option>
        {category?.subcategories.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('content_kind')}
        value={form.kind}
        onChange={(e) => set({ kind: e.target.value as QuestionForm['kind'] })}
        data-testid="content-kind"
      >
        {mode.kinds.map((k) => (
          <option key={k} value={k}>
            {t(`content_kind_${k}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('content_level')}
        hint={t('content_level_hint')}
        type="number"
        min={0}
        max={1000}
        value={form.level}
        onChange={(e) => set({ level: Number(e.target.value) || 0 })}
        error={errorOf('level')}
        data-testid="content-level"
      />
      {errorOf('category_id') || errorOf('subcategory_id') || errorOf('kind') ? (
        <p className={`${styles.fieldError} ${styles.wide}`} role="alert">
          {errorOf('category_id') ?? errorOf('subcategory_id') ?? errorOf('kind')}
        </p>
      ) : null}
    </div>
  );
}
