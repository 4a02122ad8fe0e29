import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminQuestion, QuestionScopes } from '../../../../contract/content-models';
import { ButtonLink } from '../../../components/Button';
import { MathText } from '../../../play/MathText';
import styles from './Content.module.css';

/**
 * The other language versions of a question, beside it: each one's text and options, a link to edit
 * it, and a prefilled new translation for every content language that has none yet.
 */
export function Translations({ question, scopes }: { question: AdminQuestion; scopes: QuestionScopes }) {
  const { t } = useTranslation();
  const present = new Set([question.language_id, ...question.translations.map((v) => v.language_id)]);
  const missing = scopes.languages.filter((l) => !present.has(l.id));
  return (
    <section className={styles.panel} data-testid="content-translations">
      <h2 className={styles.panelTitle}>{t('content_translations')}</h2>
      {question.translations.length === 0 ? (
        <p className={styles.muted}>{t('content_no_translations')}</p>
      ) : null}
      <ul className={styles.versions}>
        {question.translations.map((v) => (
          <li key={v.id} className={styles.version}>
            <span className={styles.badge}>{v.language}</span>
            <Link to={`/admin/questions/${v.id}`} dir="auto" className={styles.versionText}>
              <MathText text={v.question} />
            </Link>
            {v.options.length ? (
              <span className={styles.muted} dir="auto">
                {v.options.join(' · ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={styles.inline}>
        {missing.map((l) => (
          <ButtonLink
            key={l.id}
            variant="secondary"
            small
            to={`/admin/questions/new?translate=${question.id}&language=${l.id}`}
            data-testid={`content-translate-${l.code}`}
          >
            {t('content_translate_into', { language: l.name })}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
