import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ExamRow } from '../../../contract/exam-models';
import { call } from '../../api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { useFormAction } from '../../lib/use-form-action';
import styles from './Exam.module.css';
import { examPaths } from './paths';
import { playerTimeZone } from './state';

/**
 * Before an exam: its key (checked by the server, which counts wrong tries) and its rules, agreed to.
 * The server's messages are the spec's ('Please enter the Exam Key', 'Invalid exam key', 'Please agree
 * to the exam rules'); nothing is checked here that the server would not check again.
 */
export function StartDialog({
  ref,
  exam,
  onClose,
}: {
  ref: Ref<HTMLDialogElement>;
  exam: ExamRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [key, setKey] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { busy, error, run } = useFormAction();

  const begin = () =>
    run(async () => {
      if (!exam) return;
      await call('get_exam_module_questions', {
        exam_module_id: exam.id,
        exam_key: key,
        rules_agreed: agreed ? '1' : '0',
        timezone: playerTimeZone(),
      });
      onClose();
      void navigate(examPaths.play(exam.id));
    });

  const rules = exam?.rules ? exam.rules.split('\n').filter(Boolean) : [t('exam_rules_default')];
  return (
    <Dialog
      ref={ref}
      title={exam?.title ?? ''}
      testId="exam-start-dialog"
      actions={
        <>
          <Button variant="gold" busy={busy} onClick={() => void begin()} data-testid="exam-begin">
            {t('exam_begin')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('exam_cancel')}
          </Button>
        </>
      }
    >
      <form
        className={styles.startForm}
        onSubmit={(e) => {
          e.preventDefault();
          void begin();
        }}
      >
        <Field
          label={t('exam_key_label')}
          hint={t('exam_key_hint')}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="exam-key"
        />
        <h3 className={styles.rulesTitle}>{t('exam_rules_title')}</h3>
        <ul className={styles.rules} data-testid="exam-rules">
          {rules.map((rule) => (
            <li key={rule} dir="auto">
              {rule}
            </li>
          ))}
          <li>{t('exam_rules_general')}</li>
        </ul>
        <label className={styles.agree}>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            data-testid="exam-agree"
          />
          <span>{t('exam_agree')}</span>
        </label>
        <FormError message={error} />
      </form>
    </Dialog>
  );
}
