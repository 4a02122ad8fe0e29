import { useTranslation } from 'react-i18next';
import { MathText } from '../../../play/MathText';
import type { QuestionForm } from './content-form';
import styles from './Content.module.css';

/**
 * The question as players will read it, typeset live: LaTeX between dollars goes through the same
 * MathText the play screen uses (KaTeX loads lazily, only once some maths is typed).
 */
export function QuestionPreview({ form }: { form: QuestionForm }) {
  const { t } = useTranslation();
  const options =
    form.kind === 'true_false'
      ? [t('content_true'), t('content_false')]
      : form.kind === 'guess_the_word'
        ? []
        : form.options.filter((o) => o.trim() !== '');
  return (
    <section className={styles.preview} aria-label={t('content_preview')} data-testid="content-preview">
      <h2 className={styles.panelTitle}>{t('content_preview')}</h2>
      {form.image_url ? <img src={form.image_url} alt="" className={styles.thumb} /> : null}
      <p className={styles.previewQuestion} dir="auto">
        {form.question ? <MathText text={form.question} /> : <span className={styles.muted}>…</span>}
      </p>
      {options.length ? (
        <ol className={styles.previewOptions}>
          {options.map((o, i) => (
            <li
              key={i}
              dir="auto"
              className={form.kind !== 'sequence' && form.answers.includes(i) ? styles.right : undefined}
            >
              <MathText text={o} />
              {form.kind === 'match' && form.pairs[i] ? (
                <>
                  {' → '}
                  <MathText text={form.pairs[i]} />
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {form.kind === 'guess_the_word' && form.word ? (
        <p className={styles.word}>{form.word.toLocaleUpperCase()}</p>
      ) : null}
      {form.note ? (
        <p className={styles.note} dir="auto">
          <MathText text={form.note} />
        </p>
      ) : null}
    </section>
  );
}
