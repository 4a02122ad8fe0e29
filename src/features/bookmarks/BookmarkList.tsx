import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bookmark } from '../../../contract/models';
import { call, useApi } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconBookmark, IconPlay } from '../../components/icons';
import { modeById } from '../../components/modes';
import { EmptyState, ErrorState } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { notify } from '../../lib/toast';
import { BookmarkItem } from './BookmarkItem';
import styles from './Bookmarks.module.css';
import { bookmarkPaths, bookmarkTabs } from './paths';

/** The saved questions of one type, with removal (confirmed, no undo) and "play these". */
export function BookmarkList({ type }: { type: number }) {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useApi('get_bookmark', { type });
  const [removed, setRemoved] = useState<number[]>([]);
  const [pending, setPending] = useState<Bookmark | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const list = (data ?? []).filter((b) => !removed.includes(b.question_id));
  const mode = modeById(bookmarkTabs.find((tab) => tab.type === type)?.mode ?? 'quiz_zone');

  function ask(bookmark: Bookmark) {
    setPending(bookmark);
    dialog.current?.showModal();
  }

  async function remove() {
    if (!pending) return;
    setBusy(true);
    try {
      await call('set_bookmark', { question_id: pending.question_id, status: '0', type });
      setRemoved((r) => [...r, pending.question_id]);
      notify.success(t('bookmark_removed'), { toastId: `bookmark-${pending.question_id}` });
    } catch {
      notify.error(t('cannot_remove_bookmark'), { toastId: `bookmark-${pending.question_id}` });
    } finally {
      setBusy(false);
      dialog.current?.close();
      setPending(null);
    }
  }

  if (loading)
    return (
      <div className={styles.list} aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={88} radius="var(--radius-xl)" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={76} radius="var(--radius-lg)" />
        ))}
      </div>
    );
  if (error)
    return <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />;
  if (list.length === 0)
    return (
      <EmptyState
        Icon={IconBookmark}
        title={t('bookmarks_empty')}
        text={t('bookmarks_empty_text')}
        action={
          mode ? (
            <ButtonLink to={mode.path} variant="secondary">
              <mode.Icon size={20} /> {t('bookmarks_play_mode', { mode: t(`mode_${mode.id}`) })}
            </ButtonLink>
          ) : null
        }
      />
    );

  return (
    <>
      <div className={styles.summary}>
        <span className={styles.summaryIcon} aria-hidden="true">
          <IconBookmark size={24} />
        </span>
        <div className={styles.summaryText}>
          <strong data-testid="bookmark-count">{t('bookmarks_saved', { count: list.length })}</strong>
          <span>{t('bookmarks_play_hint')}</span>
        </div>
        <ButtonLink to={bookmarkPaths(type).play} variant="gold" data-testid="bookmark-play">
          <IconPlay size={20} /> {t('bookmarks_play', { count: list.length })}
        </ButtonLink>
      </div>
      <ol className={styles.list} data-testid="bookmark-list">
        {list.map((b, i) => (
          <BookmarkItem key={b.question_id} bookmark={b} index={i} onRemove={ask} />
        ))}
      </ol>
      <Dialog
        ref={dialog}
        title={t('bookmark_remove_title')}
        testId="bookmark-remove-dialog"
        actions={
          <>
            <Button
              variant="danger"
              onClick={() => void remove()}
              busy={busy}
              data-testid="bookmark-remove-confirm"
            >
              {t('bookmark_remove')}
            </Button>
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </Button>
          </>
        }
      >
        <p>{t('bookmark_remove_text')}</p>
        {pending ? (
          <p className={styles.dialogQuestion} dir="auto">
            {pending.question}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
