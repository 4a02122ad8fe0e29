import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Contest } from '../../../contract/contest-models';
import { call, errorMessage } from '../../api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconCoin } from '../../components/icons';
import { useContentLanguage } from '../../lib/catalogue-target';
import { numberLocale } from '../../lib/i18n';
import { useCoins, useSetCoins } from '../../lib/session';
import styles from './Contests.module.css';
import { contestPaths } from './paths';
import { useSetStartedAttempt } from './state';

/**
 * The sheet before a contest: its fee beside the player's coins. Starting asks the server for the
 * attempt (which debits the fee, once); a refusal (coins short, contest over, already played) stays on
 * the sheet in the server's words.
 */
export function PlayConfirm({
  ref,
  contest,
  onClose,
}: {
  ref: Ref<HTMLDialogElement>;
  contest: Contest | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = useContentLanguage();
  const coins = useCoins();
  const setCoins = useSetCoins();
  const setStarted = useSetStartedAttempt();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const n = (v: number) => new Intl.NumberFormat(numberLocale(i18n.language)).format(v);
  const fee = contest?.entry_fee ?? 0;

  async function start() {
    if (!contest) return;
    setBusy(true);
    setError('');
    try {
      const attempt = await call('get_questions_by_contest', { ...language, contest_id: contest.id });
      setStarted(attempt);
      setCoins({ coins: attempt.coins });
      await navigate(contestPaths(contest.id).play);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setError('');
    onClose();
  }

  return (
    <Dialog
      ref={ref}
      title={contest ? t('contest_confirm_title', { name: contest.name }) : ''}
      testId="contest-confirm"
      actions={
        <>
          <Button variant="gold" busy={busy} onClick={() => void start()} data-testid="contest-confirm-start">
            {fee ? t('contest_confirm_pay', { coins: n(fee) }) : t('contest_confirm_start')}
          </Button>
          <Button variant="ghost" onClick={close} data-testid="contest-confirm-cancel">
            {t('cancel')}
          </Button>
        </>
      }
    >
      <dl className={styles.sheetFacts}>
        <div>
          <dt>{t('contest_fee')}</dt>
          <dd data-testid="contest-confirm-fee">
            {fee ? (
              <>
                <IconCoin size={16} /> {n(fee)}
              </>
            ) : (
              t('contest_free')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('contest_your_coins')}</dt>
          <dd data-testid="contest-confirm-coins">
            <IconCoin size={16} /> {n(coins)}
          </dd>
        </div>
      </dl>
      <p className={styles.sheetText}>{t('contest_confirm_text', { count: contest?.questions ?? 0 })}</p>
      {error ? (
        <p className={styles.sheetError} role="alert" data-testid="contest-confirm-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
