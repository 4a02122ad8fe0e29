import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Field, SelectField } from '../../../components/Field';
import { IconTrash } from '../../../components/icons';
import styles from './Events.module.css';

/**
 * A question as the console edits it: multiple choice or true/false. `raw` keeps a question of another
 * kind (multi select, sequence… from an import) as it came, shown read-only, so saving keeps it.
 */
export interface EditableQuestion {
  kind: 'choice' | 'true_false';
  question: string;
  options: string[];
  /** 0-based index of the right option (true/false: 0 true, 1 false). */
  answer: number;
  marks: number;
  note: string;
  raw?: Record<string, unknown>;
}

export const blankQuestion = (): EditableQuestion => ({
  kind: 'choice',
  question: '',
  options: ['', '', '', ''],
  answer: 0,
  marks: 1,
  note: '',
});

/** The list of a contest's or an exam's questions: add, edit, remove; marks only for exams. */
export function QuestionListEditor({
  items,
  onChange,
  withMarks = false,
  disabled = false,
}: {
  items: EditableQuestion[];
  onChange: (items: EditableQuestion[]) => void;
  withMarks?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<EditableQuestion>) =>
    onChange(items.map((q, k) => (k === i ? { ...q, ...change } : q)));
  const setKind = (i: number, kind: EditableQuestion['kind']) =>
    set(
      i,
      kind === 'true_false'
        ? { kind, options: [t('admin_ev_true'), t('admin_ev_false')], answer: 0 }
        : { kind, options: ['', '', '', ''], answer: 0 },
    );

  return (
    <fieldset className={styles.section} disabled={disabled} data-testid="question-list">
      <legend className={styles.legend}>{t('admin_ev_questions', { n: items.length })}</legend>
      {items.map((q, i) => (
        <div key={i} className={styles.item} data-testid="question-item">
          <div className={styles.itemHead}>
            <span>{t('admin_ev_question_n', { n: i + 1 })}</span>
            <Button
              type="button"
              variant="ghost"
              small
              onClick={() => onChange(items.filter((_, k) => k !== i))}
              aria-label={t('admin_ev_question_remove', { n: i + 1 })}
            >
              <IconTrash size={16} aria-hidden />
            </Button>
          </div>
          {q.raw ? (
            <p className={styles.muted} dir="auto">
              {String(q.raw.question)} · {t('admin_ev_kept_kind', { kind: String(q.raw.type) })}
            </p>
          ) : (
            <>
              <div className={styles.grid}>
                <SelectField
                  label={t('admin_ev_kind')}
                  value={q.kind}
                  onChange={(e) => setKind(i, e.target.value as EditableQuestion['kind'])}
                >
                  <option value="choice">{t('admin_ev_kind_choice')}</option>
                  <option value="true_false">{t('admin_ev_kind_true_false')}</option>
                </SelectField>
                {withMarks ? (
                  <Field
                    label={t('admin_ev_marks')}
                    type="number"
                    min={1}
                    max={100}
                    value={q.marks}
                    onChange={(e) => set(i, { marks: Number(e.target.value) })}
                  />
                ) : null}
              </div>
              <Field
                label={t('admin_ev_question')}
                value={q.question}
                required
                maxLength={500}
                dir="auto"
                onChange={(e) => set(i, { question: e.target.value })}
                data-testid="question-text"
              />
              <div className={styles.section} role="radiogroup" aria-label={t('admin_ev_right_option')}>
                {q.options.map((option, k) => (
                  <div key={k} className={styles.row}>
                    <Field
                      label={t('admin_ev_option_n', { n: k + 1 })}
                      value={option}
                      required={k < 2}
                      readOnly={q.kind === 'true_false'}
                      dir="auto"
                      onChange={(e) =>
                        set(i, { options: q.options.map((o, m) => (m === k ? e.target.value : o)) })
                      }
                      data-testid="question-option"
                    />
                    <label className={styles.radio}>
                      <input
                        type="radio"
                        name={`answer-${i}`}
                        checked={q.answer === k}
                        onChange={() => set(i, { answer: k })}
                        data-testid="question-right"
                      />
                      {t('admin_ev_right')}
                    </label>
                  </div>
                ))}
              </div>
              <Field
                label={t('admin_ev_note')}
                value={q.note}
                maxLength={2000}
                dir="auto"
                onChange={(e) => set(i, { note: e.target.value })}
              />
            </>
          )}
        </div>
      ))}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          small
          onClick={() => onChange([...items, blankQuestion()])}
          data-testid="question-add"
        >
          {t('admin_ev_question_add')}
        </Button>
      </div>
    </fieldset>
  );
}

/** The options actually filled in (empty trailing ones are dropped), the right one's index kept. */
export function filledOptions(q: EditableQuestion): { options: string[]; answer: number } {
  const options = q.options.map((o) => o.trim());
  const kept = options.filter((o) => o !== '');
  const answer = kept.indexOf(options[q.answer] ?? '');
  return { options: kept, answer: Math.max(answer, 0) };
}
