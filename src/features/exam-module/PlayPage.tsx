import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ExamSession } from '../../../contract/exam-models';
import { call, errorMessage, isApiError } from '../../api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconBack, IconCheck, IconClock, IconNext } from '../../components/icons';
import { ErrorState } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { notify } from '../../lib/toast';
import styles from './Exam.module.css';
import { ExamText } from './ExamText';
import { Navigator } from './Navigator';
import { examPaths } from './paths';
import { clockText, endedCodes, playerTimeZone } from './state';
import { useExamGuard } from './use-exam-guard';

/** The page clock's reading when `ms` from now have passed (monotonic, unlike Date.now). */
const deadlineIn = (ms: number) => performance.now() + ms;

/**
 * An exam in progress: the server's clock (re-synced by every heartbeat), a navigator of the questions,
 * each answer saved on the server as it is chosen (no verdict), Submit with a confirmation. Reloading
 * resumes the same attempt; the page watches its own visibility (use-exam-guard).
 */
export default function PlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const examId = Number(useParams().examId);
  const [session, setSession] = useState<ExamSession | null>(null);
  const [loadError, setLoadError] = useState('');
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [index, setIndex] = useState(0);
  const [remaining, setRemaining] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const deadline = useRef(0);
  const finished = useRef(false);
  const confirm = useRef<HTMLDialogElement>(null);

  const toResult = useCallback(() => {
    finished.current = true;
    void navigate(examPaths.result(examId), { replace: true });
  }, [navigate, examId]);

  const submit = useCallback(
    async (violated: boolean) => {
      if (finished.current) return;
      finished.current = true;
      setSubmitting(true);
      try {
        await call('set_exam_module_result', {
          exam_module_id: examId,
          rules_violated: violated ? '1' : '0',
        });
      } catch (e) {
        if (!(isApiError(e) && endedCodes.includes(String(e.code)))) {
          finished.current = false;
          setSubmitting(false);
          notify.error(errorMessage(e));
          return;
        }
      }
      toResult();
    },
    [examId, toResult],
  );

  const onServerError = useCallback(
    (code: string) => {
      if (endedCodes.includes(code)) toResult();
    },
    [toResult],
  );

  useEffect(() => {
    const controller = new AbortController();
    call(
      'get_exam_module_questions',
      { exam_module_id: examId, timezone: playerTimeZone() },
      {
        signal: controller.signal,
      },
    ).then(
      (data) => {
        deadline.current = deadlineIn(data.remaining_ms);
        setRemaining(data.remaining_ms);
        setAnswers(Object.fromEntries(data.answers.map((a) => [a.question_id, a.chosen])));
        setSession(data);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(e) && endedCodes.includes(String(e.code))) toResult();
        else setLoadError(errorMessage(e));
      },
    );
    return () => controller.abort();
  }, [examId, toResult]);

  // The countdown runs on the page's monotonic clock from the server's remaining time.
  useEffect(() => {
    if (!session) return;
    const tick = setInterval(() => {
      const left = deadline.current - performance.now();
      setRemaining(left);
      if (left <= 0) void submit(false);
    }, 250);
    return () => clearInterval(tick);
  }, [session, submit]);

  useExamGuard({
    examId,
    active: session !== null,
    onRemaining: (ms) => {
      deadline.current = deadlineIn(ms);
    },
    onFirstHide: () => notify.warning(t('exam_hidden_warning'), { toastId: 'exam-hidden' }),
    onViolation: () => void submit(true),
    onServerError,
  });

  if (loadError) return <ErrorState message={loadError} />;
  if (!session)
    return (
      <div className={styles.play}>
        <Skeleton height={48} />
        <Skeleton height={220} />
      </div>
    );

  const question = session.questions[index];
  if (!question) return <ErrorState message={t('code_102')} />;
  const chosen = answers[question.id];
  const locked = chosen !== undefined && !session.exam.answer_again;
  const answeredCount = session.questions.filter((q) => answers[q.id] !== undefined).length;
  const latex = session.exam.latex;

  async function choose(key: string) {
    if (!question || locked || key === chosen) return;
    const before = chosen;
    setAnswers((a) => ({ ...a, [question.id]: key }));
    try {
      const saved = await call('save_exam_answer', {
        exam_module_id: examId,
        question_id: question.id,
        answer: key,
      });
      deadline.current = deadlineIn(saved.remaining_ms);
    } catch (e) {
      setAnswers((a) => {
        const next = { ...a };
        if (before === undefined) delete next[question.id];
        else next[question.id] = before;
        return next;
      });
      if (isApiError(e) && endedCodes.includes(String(e.code))) toResult();
      else notify.error(errorMessage(e));
    }
  }

  const low = remaining < 60_000;
  return (
    <div className={styles.play} data-testid="exam-play">
      <Seo title={session.exam.title} />
      <header className={styles.playHeader}>
        <h1 className={styles.playTitle} dir="auto">
          {session.exam.title}
        </h1>
        <div className={styles.clock} data-low={low} role="timer" aria-label={t('exam_time_left')}>
          <IconClock size={18} /> <span data-testid="exam-clock">{clockText(remaining)}</span>
        </div>
      </header>

      <Navigator questions={session.questions} answers={answers} current={index} onSelect={setIndex} />

      <section className={styles.question} aria-labelledby="exam-question" data-testid="exam-question">
        <div className={styles.questionMeta}>
          <span>{t('exam_question_of', { n: index + 1, total: session.questions.length })}</span>
          <span className={styles.marks} data-testid="exam-marks">
            {t('exam_marks', { count: question.marks })}
          </span>
        </div>
        {question.image ? <img className={styles.image} src={question.image} alt="" /> : null}
        <h2 id="exam-question" className={styles.questionText} dir="auto">
          <ExamText text={question.question} latex={latex} />
        </h2>
        <ul className={styles.options}>
          {question.options.map((o) => (
            <li key={o.key}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={chosen === o.key}
                disabled={locked && chosen !== o.key}
                onClick={() => void choose(o.key)}
                data-testid={`exam-option-${o.key}`}
              >
                <span className={styles.letter} aria-hidden="true">
                  {o.key.toUpperCase()}
                </span>
                <span dir="auto">
                  <ExamText text={o.text} latex={latex} />
                </span>
                {chosen === o.key ? <IconCheck size={20} className={styles.tick} /> : null}
              </button>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>
          {session.exam.answer_again ? t('exam_can_change') : t('exam_cannot_change')}
        </p>
      </section>

      <div className={styles.playActions}>
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          <IconBack size={18} className="flip-rtl" /> {t('exam_previous')}
        </Button>
        {index < session.questions.length - 1 ? (
          <Button variant="secondary" onClick={() => setIndex(index + 1)} data-testid="exam-next">
            {t('exam_next')} <IconNext size={18} className="flip-rtl" />
          </Button>
        ) : null}
        <Button
          variant="gold"
          busy={submitting}
          onClick={() => confirm.current?.showModal()}
          data-testid="exam-submit"
        >
          {t('exam_submit')}
        </Button>
      </div>

      <Dialog
        ref={confirm}
        title={t('exam_submit_title')}
        testId="exam-submit-dialog"
        actions={
          <>
            <Button
              variant="gold"
              busy={submitting}
              onClick={() => {
                confirm.current?.close();
                void submit(false);
              }}
              data-testid="exam-submit-confirm"
            >
              {t('exam_submit_confirm')}
            </Button>
            <Button variant="secondary" onClick={() => confirm.current?.close()}>
              {t('exam_keep_going')}
            </Button>
          </>
        }
      >
        <p>{t('exam_submit_text', { answered: answeredCount, total: session.questions.length })}</p>
      </Dialog>
    </div>
  );
}
