import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { IconTrash } from '../../../components/icons';
import type { QuestionForm } from './content-form';
import styles from './Content.module.css';

const MAX = 5;
const LETTERS = ['A', 'B', 'C', 'D', 'E'];

interface Props {
  form: QuestionForm;
  set: (change: Partial<QuestionForm>) => void;
  /** The field the server refused, with its text. */
  error: { field: string; text: string } | null;
}

/** The answer part of the editor, shaped by the kind: options and the right one(s), a word, pairs. */
export function KindFields({ form, set, error }: Props) {
  const { t } = useTranslation();
  const errorOf = (field: string) => (error?.field === field ? error.text : undefined);
  const setOption = (i: number, value: string) =>
    set({ options: form.options.map((o, j) => (j === i ? value : o)) });
  const removeOption = (i: number) =>
    set({
      options: form.options.filter((_, j) => j !== i),
      pairs: form.pairs.filter((_, j) => j !== i),
      answers: form.answers.filter((a) => a !== i).map((a) => (a > i ? a - 1 : a)),
    });
  const addOption = () => set({ options: [...form.options, ''], pairs: [...form.pairs, ''] });

  if (form.kind === 'guess_the_word')
    return (
      <Field
        label={t('content_word')}
        hint={t('content_word_hint')}
        value={form.word}
        onChange={(e) => set({ word: e.target.value })}
        error={errorOf('word')}
        data-testid="content-word"
      />
    );

  if (form.kind === 'true_false')
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('content_right_answer')}</legend>
        <div className={styles.inline}>
          {[t('content_true'), t('content_false')].map((label, i) => (
            <label key={label} className={styles.choice}>
              <input
                type="radio"
                name="tf"
                checked={form.answers[0] === i}
                onChange={() => set({ answers: [i] })}
              />
              {label}
            </label>
          ))}
        </div>
        {errorOf('answers') ? <p className={styles.fieldError}>{errorOf('answers')}</p> : null}
      </fieldset>
    );

  const single = form.kind === 'choice';
  const marks = single || form.kind === 'multi_select';
  const legend =
    form.kind === 'sequence'
      ? t('content_sequence_hint')
      : form.kind === 'match'
        ? t('content_match_hint')
        : single
          ? t('content_choice_hint')
          : t('content_multi_hint');
  const problem = errorOf('options') ?? errorOf('answers') ?? errorOf('pairs');

  return (
    <fieldset className={styles.fieldset} data-testid="content-options">
      <legend className={styles.legend}>{legend}</legend>
      {form.options.map((option, i) => (
        <div key={i} className={styles.optionRow}>
          {marks ? (
            <input
              type={single ? 'radio' : 'checkbox'}
              name="right"
              aria-label={t('content_mark_right', { letter: LETTERS[i] })}
              checked={form.answers.includes(i)}
              onChange={() =>
                set({
                  answers: single
                    ? [i]
                    : form.answers.includes(i)
                      ? form.answers.filter((a) => a !== i)
                      : [...form.answers, i],
                })
              }
            />
          ) : (
            <span className={styles.letter}>{form.kind === 'sequence' ? i + 1 : LETTERS[i]}</span>
          )}
          <input
            className={styles.input}
            value={option}
            dir="auto"
            aria-label={t('content_option', { letter: LETTERS[i] })}
            onChange={(e) => setOption(i, e.target.value)}
            data-testid={`content-option-${i}`}
          />
          {form.kind === 'match' ? (
            <input
              className={styles.input}
              value={form.pairs[i] ?? ''}
              dir="auto"
              aria-label={t('content_pair', { letter: LETTERS[i] })}
              onChange={(e) =>
                set({ pairs: form.options.map((_, j) => (j === i ? e.target.value : (form.pairs[j] ?? ''))) })
              }
            />
          ) : null}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('content_remove_option', { letter: LETTERS[i] })}
            onClick={() => removeOption(i)}
            disabled={form.options.length <= 2}
          >
            <IconTrash size={16} aria-hidden />
          </button>
        </div>
      ))}
      {form.options.length < MAX ? (
        <Button variant="ghost" small onClick={addOption}>
          {t('content_add_option')}
        </Button>
      ) : null}
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
