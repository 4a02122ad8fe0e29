import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { call, errorMessage } from '../api';
import { useCoins, useSetCoins } from '../lib/session';
import { notify } from '../lib/toast';
import { Button, ButtonLink } from './Button';
import { Dialog } from './Dialog';
import { IconCoin, IconLock } from './icons';
import { EmptyState } from './Page';
import styles from './PremiumUnlock.module.css';

/** The premium category being unlocked: its id, name and price in coins. */
export interface PremiumCategory {
  id: number;
  name: string;
  coins: number;
}

/** A category as the API sends it, as the unlock needs it. */
export function premiumCategory(c: { id: number; category_name: string; coins: number }): PremiumCategory {
  return { id: c.id, name: c.category_name, coins: c.coins };
}

/** Confirms a premium unlock: the price, the player's coins, and a button only when they can pay. */
export function UnlockDialog({
  ref,
  category,
  onClose,
  onUnlocked,
}: {
  ref: Ref<HTMLDialogElement>;
  category: PremiumCategory;
  onClose: () => void;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  const coins = useCoins();
  const setCoins = useSetCoins();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const short = coins < category.coins;

  async function unlock() {
    setBusy(true);
    setError('');
    try {
      const res = await call('unlock_premium_category', { category: category.id });
      setCoins({ coins: res.coins });
      notify.success(t('premium_unlocked_toast', { name: category.name }));
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
      title={t('premium_unlock_title', { name: category.name })}
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
      <p className={styles.balance} data-testid="unlock-balance">
        {t('premium_your_coins', { coins })}
      </p>
      {short || error ? (
        <p className={styles.error} role="alert" data-testid="unlock-error">
          {error || t('code_201')}
        </p>
      ) : null}
    </Dialog>
  );
}

/**
 * Shown instead of a Start button when a premium category is still locked (a player who followed a
 * link straight to it): the lock, the price, and the unlock dialog.
 */
export function PremiumLockedNotice({
  category,
  onUnlocked,
}: {
  category: PremiumCategory;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <div className={styles.notice} data-testid="premium-locked">
      <span className={styles.lock} aria-hidden="true">
        <IconLock size={26} />
      </span>
      <div className={styles.noticeText}>
        <strong>{t('premium_locked_title')}</strong>
        <span>{t('premium_unlock_text', { coins: category.coins })}</span>
      </div>
      <Button variant="gold" onClick={() => dialog.current?.showModal()} data-testid="premium-unlock">
        <IconCoin size={18} /> {t('premium_unlock_confirm', { coins: category.coins })}
      </Button>
      <UnlockDialog
        ref={dialog}
        category={category}
        onClose={() => dialog.current?.close()}
        onUnlocked={() => {
          dialog.current?.close();
          onUnlocked();
        }}
      />
    </div>
  );
}

/** A play page's answer to code 203 (premium, still locked): why, and the way to the unlock. */
export function PremiumLockedState({ message, to }: { message: string; to: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      Icon={IconLock}
      title={t('premium_locked_title')}
      text={message}
      action={
        <ButtonLink to={to} variant="gold" data-testid="premium-locked-open">
          <IconCoin size={18} /> {t('premium_unlock_cta')}
        </ButtonLink>
      }
    />
  );
}
