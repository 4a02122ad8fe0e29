import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../contract/models';
import { call, errorMessage } from '../../api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconCoin } from '../../components/icons';
import { coinsAtom, setCoinsAtom } from '../../lib/session';
import { notify } from '../../lib/toast';
import styles from '../../play/Cards.module.css';

/** Confirms a premium unlock: the price, the player's coins, and a button only when they can pay. */
export function UnlockDialog({
  ref,
  category,
  onClose,
  onUnlocked,
}: {
  ref: Ref<HTMLDialogElement>;
  category: Category;
  onClose: () => void;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  const coins = useAtomValue(coinsAtom);
  const setCoins = useSetAtom(setCoinsAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const short = coins < category.coins;

  async function unlock() {
    setBusy(true);
    setError('');
    try {
      const res = await call('unlock_premium_category', { category: category.id });
      setCoins({ coins: res.coins });
      notify.success(t('premium_unlocked_toast', { name: category.category_name }));
      onUnlocked();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      ref={ref}
      title={t('premium_unlock_title', { name: category.category_name })}
      testId="unlock-dialog"
      actions={
        <>
          <Button onClick={() => void unlock()} busy={busy} disabled={short} data-testid="unlock-confirm">
            <IconCoin size={18} /> {t('premium_unlock_confirm', { coins: category.coins })}
          </Button>
          <Button variant="ghost" onClick={onClose} data-testid="unlock-cancel">
            {t('cancel')}
          </Button>
        </>
      }
    >
      <p>{t('premium_unlock_text', { coins: category.coins })}</p>
      <p className={styles.unlockBalance} data-testid="unlock-balance">
        {t('premium_your_coins', { coins })}
      </p>
      {short || error ? (
        <p className={styles.unlockError} role="alert" data-testid="unlock-error">
          {error || t('code_201')}
        </p>
      ) : null}
    </Dialog>
  );
}
