import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api';
import { callOrQueue } from '../api/queue';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { IconBookmark, IconQuestion } from '../components/icons';
import { notify } from '../lib/toast';
import styles from './QuestionTools.module.css';

/** Bookmark and report buttons of a question, on the play and review screens. */
export function QuestionTools({
  questionId,
  bookmarked,
  bookmarkType,
  multiMatch,
  revealed = true,
}: {
  questionId: number;
  bookmarked: boolean;
  /**
   * Whether the answer was shown (the verdict, or a review): the server only takes a bookmark of a
   * question whose answer the player has seen, so before that the button waits (removing still works).
   */
  revealed?: boolean;
  /** set_bookmark type; without it there is no bookmark button. */
  bookmarkType?: number;
  multiMatch?: boolean;
}) {
  const { t } = useTranslation();
  const [marked, setMarked] = useState(bookmarked);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  async function toggleBookmark() {
    const next = !marked;
    setMarked(next);
    try {
      const sent = await callOrQueue('set_bookmark', {
        question_id: questionId,
        status: next ? '1' : '0',
        type: bookmarkType ?? 1,
      });
      const said = t(next ? 'bookmark_added' : 'bookmark_removed');
      notify.success(sent.queued ? `${said} ${t('saved_until_online')}` : said, {
        toastId: `bookmark-${questionId}`,
      });
    } catch (e) {
      setMarked(!next);
      notify.error(next ? errorMessage(e) : t('cannot_remove_bookmark'), {
        toastId: `bookmark-${questionId}`,
      });
    }
  }

  const waiting = !revealed && !marked;

  async function report() {
    if (!reason.trim()) {
      notify.error(t('report_reason_required'), { toastId: 'report-reason' });
      return;
    }
    setSending(true);
    try {
      const sent = await callOrQueue(multiMatch ? 'multi_match_report_question' : 'report_question', {
        question_id: questionId,
        message: reason.trim(),
      });
      notify.success(sent.queued ? `${t('report_sent')} ${t('saved_until_online')}` : t('report_sent'), {
        toastId: 'report-sent',
      });
      dialog.current?.close();
      setReason('');
    } catch (e) {
      notify.error(errorMessage(e), { toastId: 'report-error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.tools}>
      {bookmarkType ? (
        <button
          type="button"
          className={styles.tool}
          aria-pressed={marked}
          disabled={waiting}
          title={waiting ? t('bookmark_after_answer') : undefined}
          aria-label={waiting ? t('bookmark_after_answer') : undefined}
          onClick={() => void toggleBookmark()}
          data-testid="bookmark-toggle"
          data-on={marked || undefined}
        >
          <IconBookmark size={18} /> <span>{marked ? t('bookmarked') : t('bookmark')}</span>
        </button>
      ) : null}
      <button
        type="button"
        className={styles.tool}
        onClick={() => dialog.current?.showModal()}
        data-testid="report-open"
      >
        <IconQuestion size={18} /> <span>{t('report_question')}</span>
      </button>
      <Dialog
        ref={dialog}
        title={t('report_question')}
        actions={
          <>
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void report()} disabled={sending} data-testid="report-send">
              {t('report_send')}
            </Button>
          </>
        }
      >
        <label className={styles.reportLabel}>
          {t('report_reason')}
          <textarea
            className={styles.reportText}
            value={reason}
            maxLength={500}
            rows={4}
            onChange={(e) => setReason(e.target.value)}
            data-testid="report-reason"
          />
        </label>
      </Dialog>
    </div>
  );
}
